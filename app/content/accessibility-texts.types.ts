import type { AccessibilityTopic } from "./accessibility-topics";

type Topic = { title: string; text: string; pending: string[] };

export type AccessibilityTexts = {
  lead: string;
  pendingBadge: string;
  pendingNote: string;
  building: { title: string; address: string; layout: string };
  topics: Record<AccessibilityTopic, Topic>;
  visit: Topic & { tourLink: string };
  help: { title: string; text: string; writeText: string };
};
