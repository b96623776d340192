import type { EVENT_TEXT_FIELDS } from "./coming-soon-rules";

/** A published coming-soon card as visitors see it (GET /api/events/coming-soon, the concerts page). */
export type ComingSoonCard = {
  id: number;
  title: string;
  location: string;
  imageUrl: string;
  date: string;
  eventId: string | null;
};

export type EventText = Record<(typeof EVENT_TEXT_FIELDS)[number], string>;

/** What the admin screen reads (docs/product.md §12): every translation, with the venue as `venue` too. */
export type AdminComingSoonEvent = {
  id: number;
  date: string;
  time: string;
  createdAt: string;
  imageUrl: string;
  bannerUrl: string;
  isActive: boolean;
  /** The concert page the public card links to, or null. */
  eventId: string | null;
  translations: ({ languageCode: "arm" | "eng" | "rus"; venue: string } & EventText)[];
};
