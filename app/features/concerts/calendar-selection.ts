import { type CalendarDay, dayKey } from "../../i18n/hall-time";

/** The days chosen so far in the custom-date calendar: nothing, a start, or a whole range. */
export type CalendarSelection = { from: CalendarDay | null; to: CalendarDay | null };

/** A finished choice: the first day and, for more than one day, the last. */
export type PickedDays = { from: CalendarDay; to: CalendarDay | null };

export const NO_SELECTION: CalendarSelection = { from: null, to: null };

/**
 * What a press on a day does. With a start chosen and no end yet: the same day again picks that
 * one day, a later day picks the range to it, an earlier day starts again from there. With
 * nothing chosen, or a whole range already shown, the day becomes a new start.
 */
export function pressDay(selection: CalendarSelection, day: CalendarDay): { selection: CalendarSelection; picked: PickedDays | null } {
  const { from, to } = selection;
  if (!from || to) return { selection: { from: day, to: null }, picked: null };
  const start = dayKey(from);
  const pressed = dayKey(day);
  if (pressed === start) return { selection: { from, to: null }, picked: { from, to: null } };
  if (pressed > start) return { selection: { from, to: day }, picked: { from, to: day } };
  return { selection: { from: day, to: null }, picked: null };
}

/** Apply with only a start chosen picks that one day. */
export function applySelection(selection: CalendarSelection): PickedDays | null {
  const { from, to } = selection;
  if (!from) return null;
  return { from, to: to && dayKey(to) !== dayKey(from) ? to : null };
}

/**
 * The listing's current choice as the calendar shows it on opening: a whole range (one day is
 * a range of one day), so the first press starts a new one rather than extending it.
 */
export function shownSelection(from: CalendarDay | null, to: CalendarDay | null): CalendarSelection {
  return from ? { from, to: to ?? from } : NO_SELECTION;
}

/** Whether a day lies inside the chosen range (both ends included). */
export function inSelection(selection: CalendarSelection, day: CalendarDay): boolean {
  if (!selection.from) return false;
  const key = dayKey(day);
  const last = selection.to ?? selection.from;
  return key >= dayKey(selection.from) && key <= dayKey(last);
}
