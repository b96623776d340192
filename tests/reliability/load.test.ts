import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { harmonyHallInquiries, rentalInquiries, vipBalconyInquiries, visitInquiries } from "../../app/db/schema/inquiries";
import { subscribers } from "../../app/db/schema/newsletter";
import { INQUIRY_API_PATH, INQUIRY_KINDS, type InquiryKind } from "../../app/features/inquiries/inquiry-kinds";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";
import { percentile, reportFigures } from "./figures";

const REQUESTS = 1_000;
const CLIENTS = 50;

let server: Awaited<ReturnType<typeof startTestServer>>;
let socket: WebSocket;
const announced: { type: string; data: { name?: string; email?: string } }[] = [];

beforeAll(async () => {
  server = await startTestServer({ formRateLimit: { limit: REQUESTS * 2, windowMs: 60_000 } });
  const admin = await signedInAdmin(server);
  socket = new WebSocket(`${server.wsUrl}?token=${admin.token}`);
  socket.on("message", (data) => announced.push(JSON.parse(String(data))));
  await new Promise((resolve) => socket.once("open", resolve));
});
afterAll(async () => {
  socket?.close();
  await server?.close();
});

/** Request `i`: an inquiry of each kind in turn, every fifth a newsletter subscription; every one unique. */
function request(i: number): { path: string; body: Record<string, string>; id: string } {
  const id = `load-${i}`;
  if (i % 5 === 4) return { path: "subscribe", body: { email: `${id}@example.am` }, id: `${id}@example.am` };
  const kind: InquiryKind = INQUIRY_KINDS[i % INQUIRY_KINDS.length]!;
  const person = { name: id, email: `${id}@example.am`, phone: "+374 91 123456" };
  const body = kind === "rental" ? { ...person, hall: "main", eventType: "Gala" } : { ...person, surname: "Sargsyan", message: "Under load" };
  return { path: INQUIRY_API_PATH[kind], body, id };
}

describe(`load: ${REQUESTS} inquiries and subscriptions from ${CLIENTS} concurrent clients`, () => {
  it("stores every accepted one exactly once and announces it once", async () => {
    const accepted = new Set<string>();
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < REQUESTS) {
          const { path, body, id } = request(next++);
          const sent = performance.now();
          const response = await fetch(`${server.url}/api/${path}`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ ...body, language: "en" }),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - sent);
          if (response.status === 201) accepted.add(id);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const inquiryTables = [rentalInquiries, visitInquiries, vipBalconyInquiries, harmonyHallInquiries];
    const stored = [
      ...(await Promise.all(inquiryTables.map((table) => server.db.select({ id: table.name }).from(table)))).flat(),
      ...(await server.db.select({ id: subscribers.email }).from(subscribers)),
    ].map((row) => row.id);
    await expect.poll(() => announced.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(accepted.size);
    const heard = announced.map((message) => message.data.name ?? message.data.email!);

    const lost = [...accepted].filter((id) => !stored.includes(id));
    reportFigures("load", {
      database: server.services.database.kind,
      sent: REQUESTS,
      accepted: accepted.size,
      stored: stored.length,
      lost: lost.length,
      announced: heard.length,
      p50_ms: percentile(latencies, 50).toFixed(1),
      p99_ms: percentile(latencies, 99).toFixed(1),
      per_second: Math.round(REQUESTS / seconds),
    });
    expect(accepted.size).toBe(REQUESTS);
    expect(lost).toEqual([]);
    expect(stored.sort()).toEqual([...accepted].sort());
    expect(heard.sort()).toEqual([...accepted].sort());
  });
});
