import { type AdminRole, hasRole } from "./roles";
import { type BadgeTile, LIVE_BADGE } from "../features/admin-dashboard/badges";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS, type InquiryKind } from "../features/inquiries/inquiry-kinds";

/** The menu's groups, in the order they show; the dashboard stands above them. */
export const MENU_GROUPS = ["content", "audience", "figures", "settings"] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** The lists whose new items the menu counts (the dashboard's badges: GET /api/admin/badges). */
export type MenuCountKey = BadgeTile;

/** A screen's name in the admin texts (`t.nav.screens`). */
export type MenuLabelKey =
  | "dashboard"
  | "concerts"
  | "artists"
  | "series"
  | "comingSoon"
  | "banners"
  | "staff"
  | "subscribers"
  | InquiryKind
  | "newsletter"
  | "figures"
  | "settings"
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

const INQUIRY_ENTRIES: MenuEntry[] = INQUIRY_KINDS.map((kind) => ({
  path: `/admin/${INQUIRY_ADMIN_PATH[kind]}`,
  label: kind,
  group: "audience",
  role: "admin",
  count: kind,
}));

/**
 * Every admin screen the menu leads to, one line each: a new screen adds its line here (and its
 * name to `nav.screens` in the three admin text files). The order within a group is the menu's.
 */
export const ADMIN_MENU: readonly MenuEntry[] = [
  { path: "/admin", label: "dashboard", group: null, role: "editor" },
  { path: "/admin/concerts", label: "concerts", group: "content", role: "editor" },
  { path: "/admin/artists", label: "artists", group: "content", role: "editor" },
  { path: "/admin/series", label: "series", group: "content", role: "editor" },
  { path: "/admin/events", label: "comingSoon", group: "content", role: "editor" },
  { path: "/admin/banners", label: "banners", group: "content", role: "editor" },
  { path: "/admin/staff", label: "staff", group: "content", role: "editor" },
  { path: "/admin/subscribers", label: "subscribers", group: "audience", role: "admin", count: "subscribers" },
  { path: "/admin/newsletter", label: "newsletter", group: "audience", role: "editor" },
  ...INQUIRY_ENTRIES,
  { path: "/admin/figures", label: "figures", group: "figures", role: "admin" },
  { path: "/admin/settings", label: "settings", group: "settings", role: "admin" },
  { path: "/admin/accounts", label: "accounts", group: "settings", role: "admin" },
  { path: "/admin/privacy", label: "privacy", group: "settings", role: "admin" },
  { path: "/admin/privacy/pages", label: "legalPages", group: "settings", role: "admin" },
  { path: "/admin/audit", label: "audit", group: "settings", role: "admin" },
];

export type MenuSection = { group: MenuGroup | null; entries: MenuEntry[] };

/** The entries an account of `role` may open, by group in menu order; groups left empty are left out. */
export function menuFor(role: AdminRole, menu: readonly MenuEntry[] = ADMIN_MENU): MenuSection[] {
  const allowed = menu.filter((entry) => hasRole(role, entry.role));
  return [null, ...MENU_GROUPS]
    .map((group) => ({ group, entries: allowed.filter((entry) => entry.group === group) }))
    .filter((section) => section.entries.length > 0);
}

/**
 * The entry a path belongs to: the longest entry path that is the path itself or a folder of it,
 * so an inquiry's own page (/admin/rental-inquiries/12) marks its list. The dashboard matches only itself.
 */
export function currentEntry(pathname: string, menu: readonly MenuEntry[] = ADMIN_MENU): MenuEntry | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return menu
    .filter((entry) => path === entry.path || (entry.path !== "/admin" && path.startsWith(`${entry.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** Which count a live message raises (a new subscriber or inquiry). */
export const LIVE_COUNT: Readonly<Record<string, MenuCountKey>> = LIVE_BADGE;
