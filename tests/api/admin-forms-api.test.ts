import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { createSession } from "../../app/features/admin-auth/sessions.server";
import { INQUIRY_ADMIN_PATH, INQUIRY_API_PATH, INQUIRY_KINDS, type InquiryKind } from "../../app/features/inquiries/inquiry-kinds";
import { dayKey, hallDay } from "../../app/i18n/hall-time";
import { confirmByMail } from "../helpers/newsletter";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let adminUrl: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ formRateLimit: { limit: 1000, windowMs: 60_000 } });
  adminUrl = `${server.url}/api`;
  const [admin] = await server.db.insert(adminUsers).values({ username: "inbox-staff", passwordHash: "not-used-here" }).returning();
  token = await createSession(server.db, admin!.id);
});
afterAll(async () => {
  await server?.close();
});

function adminCall(path: string, method = "GET", bearer: string | null = token) {
  return fetch(`${adminUrl}/${path}`, { method, headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });
}

async function postForm(path: string, body: Record<string, string>) {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(201);
}

const person = { email: "visitor@example.am", phone: "+374 91 123456" };
function inquiry(kind: InquiryKind, name: string): Record<string, string> {
  if (kind === "rental") return { ...person, name, hall: "small", eventType: "Chamber concert" };
  return { ...person, name, surname: "Sargsyan", message: `Message from ${name}` };
}

describe("subscribers", () => {
  it("lists id, email, status and createdAt, newest first, never cached", async () => {
    for (const email of ["first@example.am", "second@example.am", "third@example.am"]) await postForm("subscribe", { email });
    const response = await adminCall("subscribers");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rows: { id: number; email: string; createdAt: string }[] = await response.json();
    expect(rows.slice(0, 3).map((row) => row.email)).toEqual(["third@example.am", "second@example.am", "first@example.am"]);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(["createdAt", "email", "id", "status"]);
      expect(row).toMatchObject({ status: "pending" });
      expect(Number.isNaN(Date.parse(row.createdAt))).toBe(false);
    }
  });

  it("deletes exactly the chosen subscriber by id", async () => {
    const before: { id: number; email: string }[] = await (await adminCall("subscribers")).json();
    const chosen = before.find((row) => row.email === "second@example.am")!;
    const response = await adminCall(`subscribers/${chosen.id}`, "DELETE");
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const after: { id: number }[] = await (await adminCall("subscribers")).json();
    expect(after).toEqual(before.filter((row) => row.id !== chosen.id));

    const again = await adminCall(`subscribers/${chosen.id}`, "DELETE");
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: expect.any(String) });
  });

  it("refuses an id that is not a positive whole number with 400", async () => {
    for (const id of ["abc", "1.5", "-1", "0", "1e3", "99999999999", "%201"]) {
      const response = await adminCall(`subscribers/${id}`, "DELETE");
      expect(response.status, id).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it("exports the confirmed subscribers only, as a CSV attachment spreadsheets read safely", async () => {
    for (const email of ["Անի@օրինակ.հայ", "=cmd|'/Ccalc'!A0@example.am"]) {
      await postForm("subscribe", { email });
      await confirmByMail(server, email);
    }
    await postForm("subscribe", { email: "never-confirmed@example.am" });
    const response = await adminCall("subscribers/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const disposition = response.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="subscribers_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(disposition).toContain(`subscribers_${dayKey(hallDay(new Date()))}.csv`);

    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe("ID,Email,Subscribed at");
    expect(lines.at(-1)).toBe("");
    const subscribers: { id: number; email: string; status: string }[] = (await (await adminCall("subscribers")).json()).filter(
      (row: { status: string }) => row.status === "confirmed",
    );
    expect(subscribers).toHaveLength(2);
    expect(lines).toHaveLength(subscribers.length + 2);
    expect(text).not.toContain("never-confirmed@example.am");
    expect(lines[1]).toMatch(/^\d+,'=cmd\|'\/Ccalc'!A0@example\.am,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+04:00$/);
    expect(lines[2]).toMatch(new RegExp(`^${subscribers[1]!.id},Անի@օրինակ\\.հայ,.+\\+04:00$`));
  });
});

describe("inquiry lists", () => {
  for (const kind of INQUIRY_KINDS) {
    it(`${kind}: lists newest first and deletes exactly the chosen row by id`, async () => {
      const path = INQUIRY_ADMIN_PATH[kind];
      for (const name of ["Aram", "Lilit", "Gor"]) await postForm(INQUIRY_API_PATH[kind], inquiry(kind, name));
      const listed = await adminCall(path);
      expect(listed.status).toBe(200);
      expect(listed.headers.get("cache-control")).toBe("no-store");
      const before: Record<string, unknown>[] = await listed.json();
      expect(before.slice(0, 3).map((row) => row.name)).toEqual(["Gor", "Lilit", "Aram"]);
      expect(before[0]).toMatchObject({ ...inquiry(kind, "Gor"), status: "new", id: expect.any(Number), createdAt: expect.any(String) });

      const otherLists = INQUIRY_KINDS.filter((other) => other !== kind).map((other) => INQUIRY_ADMIN_PATH[other]);
      const othersBefore = await Promise.all(otherLists.map(async (other) => (await adminCall(other)).json()));
      const chosen = before[1]!;
      expect((await adminCall(`${path}/${chosen.id}`, "DELETE")).status).toBe(204);
      expect(await (await adminCall(path)).json()).toEqual(before.filter((row) => row.id !== chosen.id));
      expect(await Promise.all(otherLists.map(async (other) => (await adminCall(other)).json()))).toEqual(othersBefore);

      const again = await adminCall(`${path}/${chosen.id}`, "DELETE");
      expect(again.status).toBe(404);
      expect(await again.json()).toMatchObject({ message: expect.any(String) });
      const bad = await adminCall(`${path}/first`, "DELETE");
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ message: expect.any(String) });
    });

    it(`${kind}: marks a row handled and back to new, and refuses other statuses`, async () => {
      const path = INQUIRY_ADMIN_PATH[kind];
      await postForm(INQUIRY_API_PATH[kind], inquiry(kind, "Handled"));
      const [row] = (await (await adminCall(path)).json()) as { id: number; name: string; status: string }[];
      const patch = (status: unknown, id: number | string = row!.id) =>
        fetch(`${adminUrl}/${path}/${id}`, {
          method: "PATCH",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ status }),
        });
      const handled = await patch("handled");
      expect(handled.status).toBe(200);
      expect(await handled.json()).toMatchObject({ id: row!.id, name: "Handled", status: "handled" });
      expect((await patch("new")).status).toBe(200);
      for (const status of ["done", 1, null, "<b>x</b>"]) expect((await patch(status)).status).toBe(400);
      expect((await patch("handled", 99_999)).status).toBe(404);
      expect(((await (await adminCall(path)).json()) as { status: string }[])[0]!.status).toBe("new");
    });
  }
});
