import { z } from "zod";

/** Page addresses made from names: lower-case a-z, digits and single dashes. */
export const SLUG_MAX = 100;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugSchema = z.string("invalid").trim().max(SLUG_MAX, "too_long").regex(SLUG_PATTERN, "invalid_slug");

// Russian (BGN/PCGN-like, simplified) and Armenian (ISO 9985-like, simplified) letters in Latin.
const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "yo", ж: "zh", з: "z", и: "i", й: "y", к: "k", л: "l", м: "m", н: "n", о: "o",
  п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
};
const ARMENIAN: Record<string, string> = {
  ա: "a", բ: "b", գ: "g", դ: "d", ե: "e", զ: "z", է: "e", ը: "y", թ: "t", ժ: "zh", ի: "i", լ: "l", խ: "kh", ծ: "ts", կ: "k", հ: "h",
  ձ: "dz", ղ: "gh", ճ: "ch", մ: "m", յ: "y", ն: "n", շ: "sh", ո: "o", չ: "ch", պ: "p", ջ: "j", ռ: "r", ս: "s", վ: "v", տ: "t", ր: "r",
  ց: "ts", ւ: "v", փ: "p", ք: "k", և: "ev", օ: "o", ֆ: "f",
};

/** "Dmitri Shostakovich", "Дмитрий Шостакович", "Ա. Խաչատրյան" → a-z0-9 words joined by dashes ("" when nothing is left). */
export function slugify(name: string): string {
  const latin = [...name.toLowerCase()].map((char) => CYRILLIC[char] ?? ARMENIAN[char] ?? char).join("");
  return latin
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX - 10)
    .replace(/-+$/g, "");
}

/** The first of `base`, `base-2`, `base-3`… that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const start = base || "item";
  if (!taken.has(start)) return start;
  for (let n = 2; ; n += 1) if (!taken.has(`${start}-${n}`)) return `${start}-${n}`;
}
