import { isbot } from "isbot";
import { LANGS, type Lang } from "../../i18n/languages";
import type { Device } from "./schema";

/** A public page as the figures name it: its path without the query, its language, the concert it shows. */
export type CountedPage = { path: string; lang: Lang; eventId: string };

const LANG_SET = new Set<string>(LANGS);
const MAX_PATH = 200;
const CONCERT_PAGE = /^\/[a-z]{2}\/orchestra\/(?:event|concert)\/([A-Za-z0-9_-]{1,64})$/;
const HOST = /^[a-z0-9.-]{1,100}$/;

/**
 * The page a document request names, or null when it is not a public page: every public page
 * lives under a language (`/am`, `/en`, `/ru`); the admin area, the API, assets, health checks and
 * React Router's data requests (`….data`) do not.
 */
export function countedPage(url: string): CountedPage | null {
  const query = url.indexOf("?");
  let path = query === -1 ? url : url.slice(0, query);
  if (path.length > MAX_PATH || path.charCodeAt(0) !== 47 /* "/" */) return null;
  const lang = path.slice(1, 3);
  if (!LANG_SET.has(lang) || (path.length > 3 && path[3] !== "/")) return null;
  if (path.length > 4 && path.endsWith("/")) path = path.slice(0, -1);
  if (path.endsWith(".data") || path.includes("//")) return null;
  const concert = CONCERT_PAGE.exec(path);
  return { path, lang: lang as Lang, eventId: concert?.[1] ?? "" };
}

/** The concert whose page a no-script Buy ticket form posts to, or null. */
export function concertOfPage(url: string): string | null {
  const page = countedPage(url);
  return page?.eventId || null;
}

/** A browser asking ahead of a visit (link prefetch, speculation rules) is not a visit. */
export function isPrefetch(headers: { [name: string]: string | string[] | undefined }): boolean {
  if (askedAhead(headers)) return true;
  const destination = headers["sec-fetch-dest"];
  return destination !== undefined && destination !== "document";
}

/** A request the browser made ahead of the visitor (a prefetch or prerender), by its purpose header, whatever it fetches. */
export function askedAhead(headers: { [name: string]: string | string[] | undefined }): boolean {
  const purpose = headers["sec-purpose"] ?? headers.purpose ?? headers["x-purpose"] ?? headers["x-moz"];
  return Boolean(purpose && /prefetch|prerender/i.test(String(purpose)));
}

/** Phone, tablet or desktop, read from the user agent as the common analytics tools do. */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)\b/i.test(userAgent)) return "tablet";
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? "phone" : "tablet";
  if (/Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry|webOS/i.test(userAgent)) return "phone";
  return "desktop";
}

const agents = new Map<string, Device | null>();
const AGENTS_REMEMBERED = 2_000;

/**
 * The device class of a visitor's browser, or null for a bot or crawler (the isbot list, which
 * also names headless browsers) and for a request without a user agent. Remembered per agent,
 * so a repeat visit costs one lookup.
 */
export function visitorDevice(userAgent: string | undefined): Device | null {
  if (!userAgent) return null;
  let device = agents.get(userAgent);
  if (device !== undefined) return device;
  device = userAgent.length > 500 || isbot(userAgent) ? null : deviceOf(userAgent);
  if (agents.size >= AGENTS_REMEMBERED) agents.clear();
  agents.set(userAgent, device);
  return device;
}

/** The host of a referrer outside the site (`www.` dropped), or "" for none, our own pages, or something that is not a web address. */
export function externalReferrer(referer: string | undefined, ownHost: string | undefined): string {
  if (!referer) return "";
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== "https:" && url.protocol !== "http:") return "";
    host = url.hostname.toLowerCase();
  } catch {
    return "";
  }
  if (!HOST.test(host)) return "";
  if (ownHost && host === ownHost.toLowerCase().replace(/:\d+$/, "")) return "";
  return host.startsWith("www.") ? host.slice(4) : host;
}
