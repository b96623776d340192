import type { Catalogue } from "../i18n/catalogues/en";

type NavLabel = keyof Catalogue["nav"];

export type NavLink = { label: NavLabel; path: string };
export type NavGroup = { id: string; label: NavLabel; items: NavLink[] };
export type NavEntry = NavLink | NavGroup;

/** The header's menus (docs/product.md §3). Paths are below the language prefix. */
export const NAVIGATION: NavEntry[] = [
  { label: "concerts", path: "/concerts" },
  {
    id: "venue",
    label: "venue",
    items: [
      { label: "rent", path: "/venue/rent" },
      { label: "visit", path: "/venue/visit" },
      { label: "vipBalcony", path: "/venue/vip-balcony" },
      { label: "harmony", path: "/venue/harmony" },
      { label: "accessibility", path: "/venue/accessibility" },
      { label: "planVisit", path: "/visit" },
    ],
  },
  {
    id: "orchestra",
    label: "orchestra",
    items: [
      { label: "orchestraConcerts", path: "/orchestra/concerts" },
      { label: "orchestraHistory", path: "/orchestra/history" },
      { label: "people", path: "/people" },
      { label: "giftCard", path: "/orchestra/giftCard" },
    ],
  },
  {
    id: "about",
    label: "about",
    items: [
      { label: "hallHistory", path: "/about/history" },
      { label: "archive", path: "/archive" },
    ],
  },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

