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

test("every page's CSP allows exactly its own inline scripts, by this answer's nonce or, on a kept page, by their hashes; never unsafe-inline", async ({ page }) => {
  const kinds = new Set<string>();
  for (const path of ["/en", "/en/concerts", "/en/venue/rent", "/admin/login"]) {
    // The second visit of a public page is answered from the kept copy.
    for (const visit of [1, 2]) {
      const response = await page.goto(path);
      const csp = response!.headers()["content-security-policy"] ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      const scripts = await page.evaluate(async () => {
        const inline = [...document.scripts].filter((script) => !script.src && script.type !== "application/ld+json");
        return Promise.all(
          inline.map(async (script) => {
            const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script.textContent ?? ""));
            return { nonce: script.nonce, hash: btoa(String.fromCharCode(...new Uint8Array(digest))) };
          }),
        );
      });
      expect(scripts.length, path).toBeGreaterThan(0);
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      if (nonce) {
        kinds.add("nonce");
        for (const script of scripts) expect(script.nonce, `${path} visit ${visit}`).toBe(nonce);
      } else {
        kinds.add("hashes");
        expect(scriptSrc, path).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
        for (const script of scripts) expect(scriptSrc, `${path} visit ${visit}`).toContain(`'sha256-${script.hash}'`);
      }
    }
  }
  expect([...kinds].sort()).toEqual(["hashes", "nonce"]);
});
