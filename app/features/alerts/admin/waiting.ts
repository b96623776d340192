import { z } from "zod";
import type { Lang, Localised } from "../../../i18n/languages";

/** `GET /api/admin/alerts/waiting`: confirmed addresses waiting per concert and kind, following per artist and series id. */
export type WaitingCounts = {
  concerts: Record<string, { seats: number; "on-sale": number; changes: number }>;
  artists: Record<string, number>;
  series: Record<string, number>;
};
const count = z.number().int().min(0);
export const waitingCountsSchema = z.object({
  concerts: z.record(z.string(), z.object({ seats: count, "on-sale": count, changes: count })),
  artists: z.record(z.string(), count),
  series: z.record(z.string(), count),
}) satisfies z.ZodType<WaitingCounts>;

/** The counts' lines on the admin's concert, artist and series lists, in the admin's three languages. */
export const WAITING_TEXTS: Localised<{ waiting: string; seats: string; "on-sale": string; changes: string; followers: string }> = {
  am: { waiting: "Սպասող հասցեներ", seats: "տոմսեր", "on-sale": "վաճառքի մեկնարկ", changes: "փոփոխություններ", followers: "Հետևողներ" },
  en: { waiting: "Addresses waiting", seats: "seats", "on-sale": "sales opening", changes: "changes", followers: "Followers" },
  ru: { waiting: "Ожидающие адреса", seats: "места", "on-sale": "начало продаж", changes: "изменения", followers: "Подписчики" },
};

/** Before a figure: Armenian writes its own mark. */
const BEFORE_FIGURE: Localised<string> = { am: "՝ ", en: ": ", ru: ": " };

/** "Addresses waiting — seats: 3 · changes: 1", or null when nobody waits on the concert. */
export function concertWaitingLine(counts: WaitingCounts | null, eventId: string, lang: Lang): string | null {
  const concert = counts?.concerts[eventId];
  if (!concert) return null;
  const t = WAITING_TEXTS[lang];
  const parts = (["seats", "on-sale", "changes"] as const).filter((kind) => concert[kind] > 0).map((kind) => `${t[kind]}${BEFORE_FIGURE[lang]}${concert[kind]}`);
  return parts.length ? `${t.waiting} — ${parts.join(" · ")}` : null;
}

/** "Followers: 4" (0 included) for an artist or a series; null when the counts could not be read. */
export function followersLine(counts: WaitingCounts | null, of: "artists" | "series", id: number, lang: Lang): string | null {
  if (!counts) return null;
  return `${WAITING_TEXTS[lang].followers}${BEFORE_FIGURE[lang]}${counts[of][String(id)] ?? 0}`;
}
