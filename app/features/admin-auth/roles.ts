import type { AdminRole } from "../../admin/roles";

// The roles belong to the admin kit (app/admin/roles.ts), whose menu and session name them; the
// server's guard and the account screens read them from here as before.
export { ADMIN_ROLES, type AdminRole, hasRole, isAdminRole } from "../../admin/roles";

/** Every live message tells of a new subscriber or inquiry, so the live channel carries them to admins only. */
export const LIVE_MESSAGES_ROLE: AdminRole = "admin";

/** The least length of a password an admin sets for an account or for themselves. */
export const PASSWORD_MIN_LENGTH = 12;
/** Longer input is refused rather than hashed, so a request cannot make argon2 chew megabytes. */
export const PASSWORD_MAX_LENGTH = 1024;
export const USERNAME_MAX_LENGTH = 64;
/** Letters (any script), digits and . _ - @: what people use as a name to sign in with, and nothing that looks like markup. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._@-]+$/u;
