/**
 * Screenshots of the public pages at phone and desktop widths, for looking at a screen before
 * calling it done (DESIGN.md). Run against a running server:
 *   BASE_URL=http://localhost:3000 npm run screenshots
 * With ADMIN_USERNAME and ADMIN_PASSWORD set, the admin screens are taken too, signed in.
 * ONLY=admin- takes just the screens whose name starts with that. PRIVACY_EMAIL is the address the
 * personal-data screen looks up (visitor@example.am by default).
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const out = "docs/screenshots";
const pages: [string, string][] = [
  ["home-am", "/am"],
  ["concerts-en", "/en/concerts"],
  ["event-ru", "/ru/orchestra/event/1001"],
  ["rent-am", "/am/venue/rent"],
  ["visit-ru", "/ru/venue/visit"],
  ["vip-balcony-en", "/en/venue/vip-balcony"],
  ["harmony-am", "/am/venue/harmony"],
  ["accessibility-en", "/en/venue/accessibility"],
  ["plan-visit-en", "/en/visit"],
  ["plan-visit-am", "/am/visit"],
  ["hall-history-en", "/en/about/history"],
  ["orchestra-history-ru", "/ru/orchestra/history"],
  ["gift-card-am", "/am/orchestra/giftCard"],
  ["people-en", "/en/people"],
  ["support-am", "/am/support"],
  ["support-ru", "/ru/support"],
  ["privacy-en", "/en/privacy"],
  ["terms-ru", "/ru/terms"],
];
const adminPages: [string, string][] = [
  ["admin-dashboard", "/admin"],
  ["admin-subscribers", "/admin/subscribers"],
  ["admin-settings", "/admin/settings"],
  ["admin-facts", "/admin/facts"],
  ["admin-pages", "/admin/pages"],
  ["admin-page-editor", "/admin/pages/hall-history?lang=en"],
  ["admin-figures", "/admin/figures"],
  ["admin-banners", "/admin/banners"],
  ["admin-staff", "/admin/staff"],
  ["admin-artists", "/admin/artists"],
  ["admin-series", "/admin/series"],
  ["admin-media", "/admin/media"],
  ["admin-galleries", "/admin/galleries"],
  ["admin-concerts", "/admin/concerts"],
  ["admin-programme-editor", "/admin/concerts/1001"],
  ["admin-events", "/admin/events"],
  ["admin-accounts", "/admin/accounts"],
  ["admin-account", "/admin/account"],
  ["admin-privacy", `/admin/privacy?email=${encodeURIComponent(process.env.PRIVACY_EMAIL ?? "visitor@example.am")}`],
  ["admin-privacy-pages", "/admin/privacy/pages"],
  ["admin-audit", "/admin/audit"],
];
const widths = [
  ["phone", 390],
  ["desktop", 1440],
] as const;

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
async function adminToken(): Promise<string | null> {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = process.env;
  if (!username || !password) return null;
  const response = await fetch(`${base}/api/admin/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username, password }) });
  if (!response.ok) throw new Error(`admin login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const token = await adminToken();
const shots = (token ? [...pages, ...adminPages] : pages).filter(([name]) => name.startsWith(process.env.ONLY ?? ""));
for (const [name, path] of shots) {
  for (const [label, width] of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    if (token) await page.addInitScript((value) => window.localStorage.setItem("adminToken", value), token);
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Scroll through once so lazy pictures load, then back to the top.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${out}/${name}-${label}.jpg`, fullPage: true, type: "jpeg", quality: 60 });
    await page.close();
  }
}
await browser.close();
console.log(`${shots.length * widths.length} screenshots in ${out}/`);
