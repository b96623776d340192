import type { AdminMenuList, MenuEntry } from "../../admin/menu";
import { type BadgeTile, LIVE_BADGE } from "../../features/admin-dashboard/badges";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS } from "../../features/inquiries/public";

// The admin menu composes every feature's screen, so it lives with the routes; the kit
// (app/admin/menu.ts, admin-menu.tsx) only knows how to show a list like this one.

type Entry = MenuEntry & { count?: BadgeTile };

const INQUIRY_ENTRIES: Entry[] = INQUIRY_KINDS.map((kind) => ({
  path: `/admin/${INQUIRY_ADMIN_PATH[kind]}`,
  label: kind,
  group: "audience",
  role: "admin",
  count: kind,
}));

/**
 * Every admin screen the menu leads to, one line each: a new screen adds its line here (and its
 * name to `nav.screens` in the three files of app/admin/texts). The order within a group is the menu's.
 */
export const ADMIN_MENU: readonly Entry[] = [
  { path: "/admin", label: "dashboard", group: null, role: "editor" },
  { path: "/admin/concerts", label: "concerts", group: "content", role: "editor" },
  { path: "/admin/artists", label: "artists", group: "content", role: "editor" },
  { path: "/admin/series", label: "series", group: "content", role: "editor" },
  { path: "/admin/events", label: "comingSoon", group: "content", role: "editor" },
  { path: "/admin/banners", label: "banners", group: "content", role: "editor" },
  { path: "/admin/staff", label: "staff", group: "content", role: "editor" },
  { path: "/admin/media", label: "media", group: "content", role: "editor" },
  { path: "/admin/galleries", label: "galleries", group: "content", role: "editor" },
  { path: "/admin/pages", label: "pages", group: "content", role: "editor" },
  { path: "/admin/subscribers", label: "subscribers", group: "audience", role: "admin", count: "subscribers" },
  { path: "/admin/newsletter", label: "newsletter", group: "audience", role: "editor" },
  ...INQUIRY_ENTRIES,
  { path: "/admin/figures", label: "figures", group: "figures", role: "admin" },
  { path: "/admin/settings", label: "settings", group: "settings", role: "admin" },
  { path: "/admin/facts", label: "facts", group: "settings", role: "admin" },
  { path: "/admin/accounts", label: "accounts", group: "settings", role: "admin" },
  { path: "/admin/privacy", label: "privacy", group: "settings", role: "admin" },
  { path: "/admin/privacy/pages", label: "legalPages", group: "settings", role: "admin" },
  { path: "/admin/audit", label: "audit", group: "settings", role: "admin" },
];


/** The menu the admin layout shows: every screen, and which count each live message raises. */
export const ADMIN_MENU_LIST: AdminMenuList = { entries: ADMIN_MENU, liveCounts: LIVE_BADGE };
