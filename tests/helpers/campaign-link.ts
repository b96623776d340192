import { loader } from "../../app/routes/newsletter-link";
import type { startTestServer } from "./test-server";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Follows a campaign link (`/{lang}/n/{token}`) as a reader's browser does, through the page's loader with the context
 * the site gives it: the server's database and its visitor counter, which tells a reader's first click of the day.
 * A loader that throws is answered 500, as the router would.
 */
export async function followCampaignLinkAs(
  server: TestServer,
  link: string,
  reader: { agent?: string | null; address?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const url = new URL(link);
  const [, lang = "", , token = ""] = url.pathname.split("/");
  const agent = reader.agent === undefined ? "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0" : reader.agent;
  const headers: Record<string, string> = { ...(agent === null ? {} : { "User-Agent": agent }), ...reader.headers };
  const nodeHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const context = {
    db: server.db,
    firstToday: (act: string) => server.services.visitors.firstToday(act, { headers: nodeHeaders, ip: reader.address ?? "203.0.113.20" } as never),
  };
  try {
    return (await loader({ params: { lang, token }, request: new Request(url, { headers }), context } as never)) as Response;
  } catch (error) {
    return new Response(String(error), { status: 500 });
  }
}
