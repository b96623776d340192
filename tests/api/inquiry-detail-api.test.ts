import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INQUIRY_ADMIN_PATH, INQUIRY_API_PATH } from "../../app/features/inquiries/inquiry-kinds";
import { CATALOGUES } from "../../app/i18n/catalogues.server";
import { addDays, dayKey, hallDay } from "../../app/i18n/hall-time";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let editor: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
  editor = await signedInAdmin(server, "edita", "editor");
});
afterAll(async () => {
  await server?.close();
});

async function send(path: string, body: Record<string, string>) {
  const response = await fetch(`${server.url}/api/${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(response.status).toBe(201);
}

async function newest(list: string): Promise<number> {
  return ((await admin.call(`/${list}?limit=1`)).body as { items: { id: number }[] }).items[0]!.id;
}

describe("one inquiry, for its own admin page", () => {
  it("is read with every field and the language of the page the visitor wrote from", async () => {
    await send(INQUIRY_API_PATH.visit, {
      name: "Нарине",
      surname: "Петросян",
      email: "narine@example.am",
      phone: "+374 91 222333",
      message: "Группа из 12 человек, суббота утром",
      language: "ru",
    });
    const id = await newest(INQUIRY_ADMIN_PATH.visit);
    const one = await admin.call(`/${INQUIRY_ADMIN_PATH.visit}/${id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get("cache-control")).toBe("no-store");
    expect(one.body).toMatchObject({
      id,
      name: "Нарине",
      surname: "Петросян",
      email: "narine@example.am",
      phone: "+374 91 222333",
      message: "Группа из 12 человек, суббота утром",
      status: "new",
      language: "ru",
    });

    await send(INQUIRY_API_PATH.rental, { name: "Armen", email: "armen@example.am", phone: "+374 10 111111", hall: "small", eventType: "Recital", language: "en" });
    const rental = await admin.call(`/${INQUIRY_ADMIN_PATH.rental}/${await newest(INQUIRY_ADMIN_PATH.rental)}`);
    expect(rental.body).toMatchObject({ name: "Armen", hall: "small", eventType: "Recital", language: "en" });
  });

  it("keeps a tour's wished day and group size, and refuses a past day or a group of none in the visitor's language", async () => {
    const day = dayKey(addDays(hallDay(new Date()), 10));
    await send(INQUIRY_API_PATH.visit, { name: "Lilit", surname: "A", email: "lilit@example.am", phone: "+374 91 000000", message: "A class", visitDate: day, groupSize: "24" });
    const tour = await admin.call(`/${INQUIRY_ADMIN_PATH.visit}/${await newest(INQUIRY_ADMIN_PATH.visit)}`);
    expect(tour.body).toMatchObject({ name: "Lilit", visitDate: day, groupSize: 24 });

    const refused = await fetch(`${server.url}/api/${INQUIRY_API_PATH.visit}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "L", surname: "A", email: "l@example.am", phone: "+374 91 000000", message: "m", visitDate: "2020-01-01", groupSize: "0", language: "en" }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, field: "visitDate", fields: { visitDate: "visitDate", groupSize: "groupSize" }, message: CATALOGUES.en.forms.problems.visitDate });
  });

  it("is marked handled and new again; a wrong status or id is refused with its code, a missing one is 404", async () => {
    await send(INQUIRY_API_PATH.harmony, { name: "Ani", surname: "K", email: "ani@example.am", phone: "+374 10 000000", message: "Hi" });
    const path = `/${INQUIRY_ADMIN_PATH.harmony}/${await newest(INQUIRY_ADMIN_PATH.harmony)}`;
    expect((await admin.call(path, "PATCH", { status: "handled" })).body.status).toBe("handled");
    expect((await admin.call(path)).body.status).toBe("handled");
    expect((await admin.call(path, "PATCH", { status: "new" })).body.status).toBe("new");

    const wrong = await admin.call(path, "PATCH", { status: "spam" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "invalid_status", fields: { status: "invalid_status" } });
    expect((await admin.call(path, "PATCH", "not json")).status).toBe(400);
    expect((await admin.call(`/${INQUIRY_ADMIN_PATH.harmony}/abc`)).status).toBe(400);
    expect((await admin.call(`/${INQUIRY_ADMIN_PATH.harmony}/999999`)).status).toBe(404);
    expect((await admin.call(`/${INQUIRY_ADMIN_PATH.harmony}/999999`, "PATCH", { status: "new" })).status).toBe(404);
  });

  it("is for admins only: an editor is refused, and nobody without a session", async () => {
    await send(INQUIRY_API_PATH.vipBalcony, { name: "Tigran", surname: "M", email: "t@example.am", phone: "+374 10 000001", message: "Balcony" });
    const path = `/${INQUIRY_ADMIN_PATH.vipBalcony}/${await newest(INQUIRY_ADMIN_PATH.vipBalcony)}`;
    expect((await editor.call(path)).status).toBe(403);
    expect((await admin.call(path, "GET", undefined, null)).status).toBe(401);
    expect((await editor.call(path, "PATCH", { status: "handled" })).status).toBe(403);
  });
});
