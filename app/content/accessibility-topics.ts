/** The accessibility page's topics, in the order it shows them (the texts are server-only; this list the page needs too). */
export const ACCESSIBILITY_TOPICS = ["entrances", "wheelchair", "lifts", "toilets", "assistanceDogs", "hearing"] as const;
export type AccessibilityTopic = (typeof ACCESSIBILITY_TOPICS)[number];
