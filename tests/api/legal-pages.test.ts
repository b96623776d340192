import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "../../app/i18n/format";
import { SITE_CONTACTS } from "../../app/site-config";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer({ site: true });
  admin = await signedInAdmin(server, "legal-admin");
});
afterAll(async () => {
  await server?.close();
});

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
}

const TITLES = {
  privacy: {
    am: "Գաղտնիության քաղաքականություն",
    en: "Privacy policy",
    ru: "Политика конфиденциальности",
  },
  terms: {
    am: "Օգտագործման պայմաններ",
    en: "Terms of use",
    ru: "Условия использования",
  },
};
const RETENTION = {
  am: "730 օր անց",
  en: "after 730 days",
  ru: "через 730 дней",
};
const CHANGED = {
  am: "Վերջին փոփոխությունը՝ 24 նոյեմբերի 2026",
  en: "Last changed on 24 November 2026",
  ru: "Последнее изменение: 24 ноября 2026",
};
const PENDING = {
  am: "Ճշտվում է համերգասրահի հետ",
  en: "To be confirmed by the hall",
  ru: "Уточняется у зала",
};

describe("the privacy policy and the terms of use", () => {
  it("are pages in three languages, with what is kept how long, whom to write to, the points still to confirm and the last change's date", async () => {
    for (const lang of ["am", "en", "ru"] as const) {
      for (const name of ["privacy", "terms"] as const) {
        const { status, html } = await page(`/${lang}/${name}`);
        expect(status, `/${lang}/${name}`).toBe(200);
        expect(html).toContain(`<h1 class="max-w-3xl text-3xl font-semibold tracking-tight text-ink sm:text-5xl">${TITLES[name][lang]}</h1>`);
        expect(html).toContain(CHANGED[lang]);
        expect(html).toContain(`mailto:${SITE_CONTACTS.infoEmail}`);
        expect(html).toContain(PENDING[lang]);
        // The footer links both pages in the page's language.
        expect(html).toContain(`href="/${lang}/privacy"`);
        expect(html).toContain(`href="/${lang}/terms"`);
        expect(html).not.toContain("{infoEmail}");
        expect(html).not.toContain("{inquiryDays}");
      }
      expect((await page(`/${lang}/privacy`)).html).toContain(RETENTION[lang]);
    }
    const sitemap = await page("/sitemap.xml");
    for (const lang of ["am", "en", "ru"]) for (const name of ["privacy", "terms"]) expect(sitemap.html).toContain(`/${lang}/${name}</loc>`);
  });

  it("follow the retention setting, the info e-mail and an admin's edit, cleaned of anything but rich text", async () => {
    expect(
      (
        await admin.call("/admin/privacy/retention", "PUT", {
          inquiryDays: 365,
        })
      ).status,
    ).toBe(200);
    expect((await page("/ru/privacy")).html).toContain("через 365 дней");
    expect((await admin.call("/admin/privacy/retention", "PUT", { inquiryDays: 31 })).status).toBe(200);
    expect((await page("/ru/privacy")).html).toContain("через 31 день");

    const edited = {
      am: "<h2>Նոր տեքստ</h2><p>Պահում ենք {inquiryDays}։ Գրեք {infoEmail}</p>",
      en: '<h2>New text</h2><p onclick="alert(1)">Kept for {inquiryDays}.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      ru: "<h1>Новый текст</h1><p>Храним {inquiryDays}.</p>",
    };
    const saved = await admin.call("/admin/privacy/pages/privacy", "PUT", edited);
    expect(saved.status).toBe(200);
    expect(saved.body.texts.en).toBe('<h2>New text</h2><p>Kept for {inquiryDays}.</p><a rel="noopener noreferrer">x</a>');
    expect(saved.body.isDefault).toBe(false);
    const today = formatDate(new Date(), "en");

    const en = (await page("/en/privacy")).html;
    expect(en).toContain("<p>Kept for 31 days.</p>");
    expect(en).not.toContain("alert(1)");
    expect(en).toContain(`Last changed on ${today}`);
    expect((await page("/am/privacy")).html).toContain(`Պահում ենք 31 օր։ Գրեք ${SITE_CONTACTS.infoEmail}`);
    expect((await page("/ru/privacy")).html).toContain("<h2>Новый текст</h2><p>Храним 31 день.</p>");
    // Edited texts no longer have points to confirm, so the page says nothing of them.
    expect(en).not.toContain('role="note"');

    expect(
      (
        await admin.call("/admin/privacy/pages/privacy", "PUT", {
          ...edited,
          ru: "",
        })
      ).body.fields,
    ).toEqual({ ru: "required" });
    expect((await admin.call("/admin/privacy/pages/cookies", "PUT", edited)).status).toBe(404);

    const reset = await admin.call("/admin/privacy/pages/privacy", "DELETE");
    expect(reset.body.isDefault).toBe(true);
    expect((await page("/en/privacy")).html).toContain(CHANGED.en);
  });
});
