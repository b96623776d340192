/** The accessibility page's topics, in the order it shows them (the texts are server-only; this list the page needs too). */
export const ACCESSIBILITY_TOPICS = ["entrances", "wheelchair", "lifts", "toilets", "assistanceDogs", "hearing"] as const;
export type AccessibilityTopic = (typeof ACCESSIBILITY_TOPICS)[number];

type Topic = { title: string; text: string; pending: string[] };

/** The accessibility page's texts in one language (app/content/accessibility-texts.server.ts holds them). */
export type AccessibilityTexts = {
  lead: string;
  pendingBadge: string;
  pendingNote: string;
  building: { title: string; address: string; layout: string };
  topics: Record<AccessibilityTopic, Topic>;
  visit: Topic & { tourLink: string };
  help: { title: string; text: string; writeText: string };
};
