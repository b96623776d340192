import { figuresQuerySchema, lastDays, PRESET_RANGES } from "./schema";

export const FIGURES_PATH = "/admin/figures";
const DEFAULT_DAYS = 30;

/** The range a figures address asks for: `?days=7|30|90`, or `?from=…&to=…` when valid; the last 30 days otherwise. */
export type FiguresRange = { from: string; to: string; days: number | null };

export function rangeFromUrl(url: URL, now = new Date()): FiguresRange {
  const days = Number(url.searchParams.get("days"));
  if ((PRESET_RANGES as readonly number[]).includes(days)) return { ...lastDays(days, now), days };
  const chosen = figuresQuerySchema.safeParse({ from: url.searchParams.get("from") ?? undefined, to: url.searchParams.get("to") ?? undefined });
  if (chosen.success) return { from: chosen.data.from, to: chosen.data.to, days: null };
  return { ...lastDays(DEFAULT_DAYS, now), days: DEFAULT_DAYS };
}

/** The per-day table as CSV (RFC 4180, comma-separated, a header row). */
export function dailyCsv(days: { date: string; visitors: number; views: number }[]): string {
  return ["date,visitors,views", ...days.map((day) => `${day.date},${day.visitors},${day.views}`)].join("\r\n") + "\r\n";
}
