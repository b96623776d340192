// What routes and other features may use of the pages in the browser (docs/architecture.md, "Feature boundaries").
export { ComposedPageFrame, PageBlocks, ShownInEnglishNote } from "./page-blocks";
export type { RenderedPage } from "./rendered-page";
export { PAGE_KEYS, type PageKey } from "./page-keys";
export { blockPageHeaders } from "./headers";
export { isPageKey } from "./page-keys";
export { VenueBlockPage } from "./venue-block-page";
export { PlanVisitPage } from "./plan-visit-page";
