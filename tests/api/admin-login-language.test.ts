import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({ site: true });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function signInPage(acceptLanguage?: string) {
  const response = await fetch(`${server.url}/admin/login`, { headers: acceptLanguage ? { "Accept-Language": acceptLanguage } : {} });
  return { vary: response.headers.get("vary") ?? "", html: await response.text() };
}

describe("the admin sign-in page", () => {
  it("comes in the browser's language when it is one of the three, else in English", async () => {
    for (const [acceptLanguage, title, submit] of [
      ["hy-AM,hy;q=0.9,en;q=0.8", "Մուտք կառավարման վահանակ", "Մուտք գործել"],
      ["ru-RU,ru;q=0.9", "Вход в панель управления", "Войти"],
      ["en-US,en;q=0.9", "Sign in to the admin panel", "Sign in"],
      ["de-DE,de;q=0.9", "Sign in to the admin panel", "Sign in"],
      [undefined, "Sign in to the admin panel", "Sign in"],
    ] as const) {
      const { html } = await signInPage(acceptLanguage);
      expect(html, String(acceptLanguage)).toContain(title);
      expect(html, String(acceptLanguage)).toContain(`>${submit}<`);
    }
  });

  it("tells caches that its words follow the browser's language", async () => {
    expect((await signInPage("ru")).vary).toMatch(/accept-language/i);
  });
});
