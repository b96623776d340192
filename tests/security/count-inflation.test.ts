import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastDays, type VisitorFigures } from "../../app/features/visitor-figures/schema";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

// The probe of docs/security.md, "Counts anyone can inflate": one client asking for the ticket chart again and again.
// A campaign link followed again and again by one reader: tests/api/campaigns.test.ts, "counts a followed link once …".
const ONE_BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ANOTHER_BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer({ visitorFlushMs: 60_000 });
  admin = await signedInAdmin(server, "counts");
});
afterAll(async () => {
  await server?.close();
});

function askForChart(headers: Record<string, string>) {
  return fetch(`${server.url}/api/eventhub-proxy/Event/GetChart`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ eventId: "1001", backUrl: `${server.url}/en`, language: "en" }),
  });
}

async function ticketClicks(): Promise<number> {
  await server.services.visitors.flush();
  const { from, to } = lastDays(7);
  const answer = await admin.call(`/admin/figures?from=${from}&to=${to}&lang=en`);
  return (answer.body as VisitorFigures).concerts.find((row) => row.eventId === "1001")?.ticketClicks ?? 0;
}

describe("Buy ticket clicks", () => {
  it("count one client's 30 calls once, nothing for a prefetch or no user agent, and a second person behind the same address again", async () => {
    for (let call = 0; call < 30; call++) expect((await askForChart({ "User-Agent": ONE_BROWSER })).status).toBe(200);
    expect((await askForChart({ "User-Agent": ONE_BROWSER, "Sec-Purpose": "prefetch" })).status).toBe(200);
    expect((await askForChart({ "User-Agent": "" })).status).toBe(200);
    expect(await ticketClicks()).toBe(1);

    expect((await askForChart({ "User-Agent": ANOTHER_BROWSER })).status).toBe(200);
    expect(await ticketClicks()).toBe(2);
  });
});
