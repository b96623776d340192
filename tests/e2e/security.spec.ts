import { INQUIRY_ADMIN_PATH, INQUIRY_API_PATH, INQUIRY_KINDS, type InquiryKind } from "../../app/features/inquiries/inquiry-kinds";
import { signIn } from "./admin-session";
import { expect, test } from "./fixtures";
import { expectNoXss, XSS_PAYLOADS } from "./xss-probe";

const PUBLIC_FORM_PAGES = ["/en/venue/rent", "/en/venue/visit", "/en/venue/vip-balcony", "/en/venue/harmony", "/en/newsletter"];

/** A valid inquiry whose free-text fields all carry the payload (e-mail and phone must stay valid to be stored). */
function hostileInquiry(kind: InquiryKind, payload: string) {
  const common = { name: payload, email: "xss@example.am", phone: "+374 91 123456" };
  return kind === "rental" ? { ...common, hall: "small", eventType: payload } : { ...common, surname: payload, message: payload };
}

test("stored hostile markup from every public form never runs in the admin lists or the public pages", async ({ page, request }) => {
  for (const payload of XSS_PAYLOADS) {
    for (const kind of INQUIRY_KINDS) {
      const response = await request.post(`/api/${INQUIRY_API_PATH[kind]}`, { data: hostileInquiry(kind, payload) });
      expect(response.status()).toBe(201);
    }
  }
  // The only free-text newsletter field is the address: markup that is still a valid address.
  expect((await request.post("/api/subscribe", { data: { email: `"><img/src=x/onerror=window.__xss=1>@example.am` } })).status()).toBe(201);

  for (const path of PUBLIC_FORM_PAGES) await expectNoXss(page, path);
  await signIn(page);
  for (const path of ["/admin", "/admin/subscribers", ...INQUIRY_KINDS.map((kind) => `/admin/${INQUIRY_ADMIN_PATH[kind]}`)]) {
    await expectNoXss(page, path);
  }
  await expect(page.getByText(XSS_PAYLOADS[0]!).first()).toBeVisible();
});

test("a hostile no-script form post (NUL, markup, 64 KB) is answered without a server error", async ({ request }) => {
  for (const message of ["nul\u0000byte", XSS_PAYLOADS[1]!, "x".repeat(70_000)]) {
    const response = await request.post("/en/venue/visit", {
      form: { name: "A", surname: "B", email: "form@example.am", phone: "+374 91 123456", message },
      maxRedirects: 0,
    });
    expect(response.status(), message.slice(0, 20)).toBeLessThan(500);
  }
});

test("no path, language switch or alias redirects to another site", async ({ request, baseURL }) => {
  const attempts = ["//evil.example", "/arm//evil.example", "/eng//evil.example/x", "/xx/%2F%2Fevil.example", "/hy/%5C%5Cevil.example", "/en/..//evil.example", "/rus/\\evil.example", "///evil.example/%2e%2e"];
  for (const path of attempts) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    const location = response.headers()["location"];
    expect(response.status(), path).toBeLessThan(500);
    if (location) expect(new URL(location, baseURL).origin, `${path} -> ${location}`).toBe(new URL(baseURL!).origin);
  }
});

test("every page's CSP carries a nonce and no unsafe-inline for scripts, and every inline script uses the nonce", async ({ page }) => {
  for (const path of ["/en", "/en/concerts", "/en/venue/rent", "/admin/login"]) {
    const response = await page.goto(path);
    const csp = response!.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, path).toBeTruthy();
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    const inlineWithoutNonce = await page.evaluate(() => [...document.scripts].filter((script) => !script.src && !script.nonce && script.type !== "application/ld+json").length);
    expect(inlineWithoutNonce, path).toBe(0);
  }
});
