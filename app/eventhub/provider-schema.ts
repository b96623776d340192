import { z } from "zod";
import type { Localised } from "../i18n/languages";

/** The provider's language codes (docs/product.md §2: am -> arm, en -> en, ru -> ru). */
export const PROVIDER_LANG: Localised<"arm" | "en" | "ru"> = { am: "arm", en: "en", ru: "ru" };

const id = z.union([z.string(), z.number()]).transform(String);
const optionalText = z.string().nullish();

const performer = z.looseObject({
  name: optionalText,
  imageUrl: optionalText,
  facebookUrl: optionalText,
  instagramUrl: optionalText,
});

/** One provider event, read leniently: the provider's field spellings vary (docs/product.md §9). */
export const providerEventSchema = z.looseObject({
  eventId: id.nullish(),
  id: id.nullish(),
  eventName: optionalText,
  eventDescription: optionalText,
  eventDateTime: optionalText,
  venue: z.union([z.string(), z.looseObject({ name: optionalText, address: optionalText })]).nullish(),
  venueAddress: optionalText,
  imageUrl: optionalText,
  bannerUrl: optionalText,
  bannerURL: optionalText,
  banner_url: optionalText,
  eventInfo: optionalText,
  performers: z.array(z.unknown()).nullish(),
  availaibleCount: z.number().nullish(),
});
export type ProviderEvent = z.infer<typeof providerEventSchema>;

export function parsePerformers(list: unknown[] | null | undefined) {
  return (list ?? []).flatMap((entry) => {
    const parsed = performer.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
