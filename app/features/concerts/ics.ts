import type { ConcertEvent } from "./concert";

/** Assumed length when the provider gives none: long enough for a concert with an interval. */
const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\r?\n/g, "\\n").replace(/([,;])/g, "\\$1");
}

/** RFC 5545 lines are at most 75 octets; longer ones continue on lines starting with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = "";
  for (const char of line) {
    if (bytes.encode(current + char).length > (out.length ? 74 : 75)) {
      out.push(current);
      current = char;
    } else current += char;
  }
  out.push(current);
  return out.join("\r\n ");
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** An iCalendar file for one concert, times in UTC so every calendar shows the hall's local time correctly. */
export function buildIcs(event: ConcertEvent, pageUrl: string, now = new Date()): string | null {
  if (!event.startsAt) return null;
  const start = new Date(event.startsAt);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Aram Khachaturian Concert Hall//Concerts//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:concert-${event.eventId}-${event.language}@khachaturian-hall`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + DEFAULT_DURATION_MS))}`,
    `SUMMARY:${escapeText(event.eventName)}`,
    `LOCATION:${escapeText(`${event.venue.name}, ${event.venue.address}`)}`,
    `DESCRIPTION:${escapeText(`${event.descriptionText.slice(0, 600)}\n\n${pageUrl}`)}`,
    `URL:${pageUrl}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
