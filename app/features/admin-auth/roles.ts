/**
 * The two kinds of admin account. An `admin` may do everything; an `editor` runs the public
 * content (banners, staff, coming-soon events, media uploads) and never sees visitors' personal
 * data (subscribers, inquiries), the accounts or the settings. Shared by the server's guard and
 * the screens, which show each account only what it may open.
 */
export const ADMIN_ROLES = ["admin", "editor"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);
}

/** Whether an account of role `actual` may do what needs `needed`: an admin may do all an editor may. */
export function hasRole(actual: AdminRole, needed: AdminRole): boolean {
  return actual === "admin" || actual === needed;
}

/** Every live message tells of a new subscriber or inquiry, so the live channel carries them to admins only. */
export const LIVE_MESSAGES_ROLE: AdminRole = "admin";

/** The least length of a password an admin sets for an account or for themselves. */
export const PASSWORD_MIN_LENGTH = 12;
/** Longer input is refused rather than hashed, so a request cannot make argon2 chew megabytes. */
export const PASSWORD_MAX_LENGTH = 1024;
export const USERNAME_MAX_LENGTH = 64;
/** Letters (any script), digits and . _ - @: what people use as a name to sign in with, and nothing that looks like markup. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._@-]+$/u;
