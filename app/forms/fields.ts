/** docs/product.md §8: non-space text, an at sign, a domain, a dot, a suffix. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address the mail standards allow. */
export const EMAIL_MAX_LENGTH = 254;

/** A field people never see; software that fills every field gives itself away (docs/product.md §8). */
export const HONEYPOT_FIELD = "website";

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The domain part of an address is case-insensitive; the local part is kept as written. */
export function normaliseEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`;
}

/** A submitted field as trimmed text; anything that is not a string is empty. */
export function formText(input: unknown): string {
  return typeof input === "string" ? input.trim() : "";
}
