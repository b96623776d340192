import sanitizeHtml from "sanitize-html";
import { DEFAULT_VENUE } from "../../content/venues";
import { parseFestival, parseMinAge, parseProgram, parseTicketPrice, decodeEntities, htmlToText } from "./event-parsers";
import type { ConcertDetails, ConcertEvent } from "./concert";
import { parseEventDate, toHallIso } from "../../i18n/hall-time";
import type { Lang } from "../../i18n/languages";
import { safeUrl } from "../../security/safe-url";
import { parsePerformers, type ProviderEvent, providerEventSchema } from "../../eventhub/provider-schema";

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h3", "h4", "blockquote", "a", "span"],
  // rel and target are ours: transformTags below overwrites whatever the provider sent.
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
};

/**
 * The provider sends descriptions HTML-escaped ("&lt;p&gt;"); some sources send plain HTML.
 * Either way the result is decoded once and then cut down to formatting tags: no scripts,
 * event handlers, styles, iframes or javascript: links reach a page.
 */
export function sanitizeDescription(raw: string): string {
  const html = /&lt;[a-z/!]/i.test(raw) ? decodeEntities(raw) : raw;
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

function venueOf(event: ProviderEvent, lang: Lang): { name: string; address: string } {
  const fallback = DEFAULT_VENUE[lang];
  const venue = event.venue;
  const name = (typeof venue === "string" ? venue : venue?.name)?.trim() || fallback.name;
  const address = (typeof venue === "object" ? venue?.address : undefined)?.trim() || event.venueAddress?.trim() || fallback.address;
  return { name, address };
}

/** A provider event as our pages use it; null when it has no id (nothing could link to it). */
export function normalizeProviderEvent(raw: unknown, lang: Lang): ConcertEvent | null {
  const parsed = providerEventSchema.safeParse(raw);
  if (!parsed.success) return null;
  const event = parsed.data;
  const eventId = event.eventId ?? event.id;
  if (!eventId) return null;
  const eventName = event.eventName?.trim() ?? "";
  const eventDescription = sanitizeDescription(event.eventDescription ?? "");
  const descriptionText = htmlToText(eventDescription);
  const eventInfo = event.eventInfo?.trim() ?? "";
  const startsAt = parseEventDate(event.eventDateTime);
  const banner = safeUrl(event.bannerUrl ?? event.bannerURL ?? event.banner_url);
  const image = safeUrl(event.imageUrl);
  return {
    eventId,
    eventName,
    eventDescription,
    descriptionText,
    eventDateTime: startsAt ? toHallIso(startsAt) : (event.eventDateTime ?? ""),
    startsAt: startsAt ? toHallIso(startsAt) : null,
    venue: venueOf(event, lang),
    imageUrl: image || banner,
    bannerUrl: banner || image,
    eventInfo,
    performers: parsePerformers(event.performers).map((p) => ({
      name: p.name?.trim() ?? "",
      imageUrl: safeUrl(p.imageUrl),
      facebookUrl: safeUrl(p.facebookUrl),
      instagramUrl: safeUrl(p.instagramUrl),
    })).filter((p) => p.name),
    language: lang,
    facts: {
      price: parseTicketPrice(descriptionText),
      minAge: parseMinAge(eventName, descriptionText),
      festival: parseFestival(descriptionText),
      program: parseProgram(descriptionText, eventInfo),
    },
  };
}

export function normalizeProviderDetails(raw: unknown, lang: Lang): ConcertDetails | null {
  const event = normalizeProviderEvent(raw, lang);
  if (!event) return null;
  const count = providerEventSchema.safeParse(raw).data?.availaibleCount;
  return { ...event, availaibleCount: typeof count === "number" && count >= 0 ? Math.floor(count) : null };
}
