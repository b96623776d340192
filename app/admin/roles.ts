/**
 * The two kinds of admin account. An `admin` may do everything; an `editor` runs the public
 * content (banners, staff, coming-soon events, media uploads) and never sees visitors' personal
 * data (subscribers, inquiries), the accounts or the settings. The kit's menu and session show
 * each account only what it may open; the server's guard (features/admin-auth) refuses the rest.
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
