/** The Plan your visit page's texts in one language (app/features/venue/plan-visit-texts.server.ts). */
export type PlanVisitTexts = {
  lead: string;
  addressTitle: string;
  mapLink: string;
  officeIntro: string;
  sections: { id: string; title: string; paragraphs: string[] }[];
};
