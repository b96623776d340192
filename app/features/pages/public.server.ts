// What routes and the server use of the pages (docs/architecture.md, "Feature boundaries"): the API, the document kind the scheduler publishes, the public read, the first versions.
export { pagesApiRouter } from "./api.server";
export { PAGE_KIND, PAGE_READS, pageTeaser, pageWords, readPublishedPage } from "./pages.server";
export { loadPageRoute, readRenderedPage } from "./page-route.server";
export { seedHomeHero } from "./home-hero-seed.server";
export { refreshUntouchedFactPages, seedPages } from "./seed.server";
export { seedVenuePages } from "./venue-seed.server";
export { seedPlanVisitPage } from "./plan-visit-seed.server";
export { blockPageData } from "./headers";
export { pageSearchSource } from "./search-source.server";
