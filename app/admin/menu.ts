import { type AdminRole, hasRole } from "./roles";

/** The menu's groups, in the order they show; the dashboard stands above them. */
export const MENU_GROUPS = ["content", "audience", "figures", "settings"] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** A list whose new items the menu counts: a key of the dashboard's badges (GET /api/admin/badges). */
export type MenuCountKey = string;

/** A screen's name in the admin texts (`t.nav.screens`). */
export type MenuLabelKey =
  | "dashboard"
  | "concerts"
  | "artists"
  | "series"
  | "comingSoon"
  | "banners"
  | "staff"
  | "media"
  | "galleries"
  | "pages"
  | "subscribers"
  | "rental"
  | "visit"
  | "vipBalcony"
  | "harmony"
  | "newsletter"
  | "figures"
  | "settings"
  | "facts"
  | "accounts"
  | "privacy"
  | "legalPages"
  | "audit";

export type MenuEntry = {
  path: string;
  label: MenuLabelKey;
  /** null: above the groups (the dashboard). */
  group: MenuGroup | null;
  /** The least role that may open it (roles.ts). */
  role: AdminRole;
  count?: MenuCountKey;
};

export type MenuSection = { group: MenuGroup | null; entries: MenuEntry[] };

/** The entries an account of `role` may open, by group in menu order; groups left empty are left out. */
export function menuFor(role: AdminRole, menu: readonly MenuEntry[]): MenuSection[] {
  const allowed = menu.filter((entry) => hasRole(role, entry.role));
  return [null, ...MENU_GROUPS]
    .map((group) => ({ group, entries: allowed.filter((entry) => entry.group === group) }))
    .filter((section) => section.entries.length > 0);
}

/**
 * The entry a path belongs to: the longest entry path that is the path itself or a folder of it,
 * so an inquiry's own page (/admin/rental-inquiries/12) marks its list. The dashboard matches only itself.
 */
export function currentEntry(pathname: string, menu: readonly MenuEntry[]): MenuEntry | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return menu
    .filter((entry) => path === entry.path || (entry.path !== "/admin" && path.startsWith(`${entry.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * The menu the admin layout shows: its entries (the list of every screen lives with the routes,
 * which compose the features: app/routes/admin/menu.ts) and which count each live message raises.
 */
export type AdminMenuList = { entries: readonly MenuEntry[]; liveCounts: Readonly<Record<string, MenuCountKey>> };
