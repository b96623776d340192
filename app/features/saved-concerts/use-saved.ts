import { useSyncExternalStore } from "react";
import { parseStoredList, SAVED_STORAGE_KEY, toggled } from "./saved-list";

// When the browser refuses its storage (a private window in some browsers), the list lives as long as the page.
let memory: string | null = null;
let lastRaw: string | null | undefined;
let lastList: readonly string[] = [];
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(SAVED_STORAGE_KEY);
  } catch {
    return memory;
  }
}

/** The same array for the same stored text, as useSyncExternalStore requires. */
function snapshot(): readonly string[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastList = parseStoredList(raw);
  }
  return lastList;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saving or removing a concert.
  const other = (event: StorageEvent) => {
    if (event.key === SAVED_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", other);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", other);
  };
}

function write(ids: readonly string[]): void {
  const raw = JSON.stringify(ids);
  try {
    localStorage.setItem(SAVED_STORAGE_KEY, raw);
  } catch {
    memory = raw;
  }
  for (const listener of listeners) listener();
}

const onServer = () => null;

/**
 * The saved concerts' ids, or null while the page is rendered on the server and hydrated: what
 * depends on them (the Save control, the header's link, the saved page's list) shows only in a
 * browser running the page's scripts.
 */
export function useSavedIds(): readonly string[] | null {
  return useSyncExternalStore(subscribe, snapshot, onServer);
}

export function toggleSaved(eventId: string): void {
  write(toggled(snapshot(), eventId));
}

export function removeSaved(eventId: string): void {
  write(snapshot().filter((id) => id !== eventId));
}
