import { readLang } from "../i18n/languages";
import type { AdminLang } from "./texts";

/**
 * The admin language a browser asks for by its `Accept-Language` (the admin area until the admin
 * chooses one: app/admin/admin-language.tsx): the most wanted of ours, Armenian for `hy` or `am`,
 * Russian for `ru`; English for any other, and when the browser names none
 * (docs/decisions/032-admin-language-from-the-browser.md).
 */
export function browserAdminLang(acceptLanguage: string | null): AdminLang {
  const wanted = (acceptLanguage ?? "")
    .split(",")
    .map((entry, order) => {
      const [tag = "", ...params] = entry.split(";").map((part) => part.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: readLang(tag), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.lang && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return wanted[0]?.lang ?? "en";
}
