import type { ConcertEvent } from "./concert";

/** Assumed length when the provider gives none: long enough for a concert with an interval. */
const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;
/** Calendar apps show a description in a small box: the start of the text and the page link are what matter. */
const DESCRIPTION_LIMIT = 800;

/** One event of a calendar file, in the visitor's language. */
export type CalendarEntry = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
};

/** What makes a file a subscribable calendar rather than a one-off import (RFC 7986 and the X-WR- names older clients read). */
export type CalendarFeed = {
  name: string;
  description: string;
  /** Where the feed itself lives (SOURCE). */
  sourceUrl: string;
  /** The web page the feed mirrors (URL). */
  pageUrl: string;
  timeZone: string;
  /** ISO 8601 duration clients are asked to wait between refreshes, e.g. PT1H. */
  refreshInterval: string;
};

/** TEXT values (RFC 5545 section 3.3.11): backslash first, so the escapes added after it stay single. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\r\n?|\n/g, "\\n").replace(/([,;])/g, "\\$1");
}

const encoder = new TextEncoder();

/**
 * RFC 5545 lines are at most 75 octets; longer ones continue on lines starting with a space.
 * Cuts fall between characters, never inside a UTF-8 sequence, so Armenian and Cyrillic survive.
 */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines give one octet to their leading space.
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

function clip(text: string, limit: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return trimmed;
  const cut = trimmed.slice(0, limit);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * A concert as a calendar event; null when its date is unknown. Times stay in UTC, so every
 * calendar shows the hall's wall-clock time correctly wherever the subscriber is. `works` (one line
 * each, from the concert's published programme) lead the description. The UID is the
 * event id, its language and the site's host: the same concert keeps it in every download.
 */
export function concertEntry(event: ConcertEvent, pageUrl: string, host: string, works: string[] = []): CalendarEntry | null {
  if (!event.startsAt) return null;
  const start = new Date(event.startsAt);
  if (Number.isNaN(start.getTime())) return null;
  // The hall's programme, when published, comes first: the works are what a subscriber wants to see.
  const about = [works.join("\n"), clip(event.descriptionText, DESCRIPTION_LIMIT)].filter(Boolean).join("\n\n");
  return {
    uid: `concert-${event.eventId}-${event.language}@${host}`,
    start,
    end: new Date(start.getTime() + DEFAULT_DURATION_MS),
    summary: event.eventName,
    location: `${event.venue.name}, ${event.venue.address}`,
    description: about ? `${about}\n\n${pageUrl}` : pageUrl,
    url: pageUrl,
  };
}

/**
 * An iCalendar file of any number of events: one concert's "Add to calendar" file, or with
 * `feed` the subscribable calendar of every upcoming concert. `stamp` is DTSTAMP, the moment
 * this version of the file counts as issued.
 */
export function buildCalendar(entries: CalendarEntry[], options: { stamp: Date; feed?: CalendarFeed }): string {
  const { feed } = options;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Aram Khachaturian Concert Hall//Concerts//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(feed
      ? [
          `NAME:${escapeText(feed.name)}`,
          `X-WR-CALNAME:${escapeText(feed.name)}`,
          `DESCRIPTION:${escapeText(feed.description)}`,
          `X-WR-CALDESC:${escapeText(feed.description)}`,
          `URL:${feed.pageUrl}`,
          `SOURCE;VALUE=URI:${feed.sourceUrl}`,
          `X-WR-TIMEZONE:${feed.timeZone}`,
          `REFRESH-INTERVAL;VALUE=DURATION:${feed.refreshInterval}`,
          `X-PUBLISHED-TTL:${feed.refreshInterval}`,
        ]
      : []),
    ...entries.flatMap((entry) => [
      "BEGIN:VEVENT",
      `UID:${escapeText(entry.uid)}`,
      `DTSTAMP:${stamp(options.stamp)}`,
      `DTSTART:${stamp(entry.start)}`,
      `DTEND:${stamp(entry.end)}`,
      `SUMMARY:${escapeText(entry.summary)}`,
      `LOCATION:${escapeText(entry.location)}`,
      `DESCRIPTION:${escapeText(entry.description)}`,
      `URL:${entry.url}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
