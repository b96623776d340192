/** docs/product.md §11: the display order. */
export const STAFF_DEFAULT_ORDER = 1;
export const STAFF_MAX_ORDER = 10_000;
export const STAFF_TEXT_FIELDS = ["firstName", "lastName", "position"] as const;

/** The order from a form field: empty or not a number falls back to 1; otherwise a whole number from 1. */
export function readDisplayOrder(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return STAFF_DEFAULT_ORDER;
  const order = typeof value === "number" ? value : typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (typeof value === "string" && Number.isNaN(order)) return STAFF_DEFAULT_ORDER;
  return Number.isInteger(order) && order >= 1 && order <= STAFF_MAX_ORDER ? order : null;
}

/** LinkedIn is optional; when given it must be a web address. */
export function isProfileUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && value.length <= 500;
  } catch {
    return false;
  }
}
