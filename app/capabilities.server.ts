import type { Db } from "./db/client.server";
import { adminAuthCapability } from "./features/admin-auth/capability.server";
import { adminDashboardCapability } from "./features/admin-dashboard/capability.server";
import { alertsCapability } from "./features/alerts/capability.server";
import { artistsCapability } from "./features/artists/capability.server";
import { auditCapability } from "./features/audit/capability.server";
import { markEarlierDemoBanners, seedBanners } from "./features/banners/demo-seed.server";
import { bannersCapability } from "./features/banners/capability.server";
import { campaignsCapability } from "./features/campaigns/capability.server";
import { comingSoonCapability } from "./features/coming-soon/capability.server";
import { markEarlierDemoComingSoon, seedComingSoon } from "./features/coming-soon/demo-seed.server";
import { concertsCapability } from "./features/concerts/capability.server";
import { markEarlierDemoRows, seedDatabaseEvents, seedLegacyConcertIds } from "./features/concerts/demo-seed.server";
import { demoContentCapability } from "./features/demo-content/capability.server";
import { demoContentRemoved } from "./features/demo-content/demo-content.server";
import { hallFactsCapability } from "./features/hall-facts/capability.server";
import { inquiriesCapability } from "./features/inquiries/capability.server";
import { mediaLibraryCapability } from "./features/media-library/capability.server";
import { seedMediaLibrary } from "./features/media-library/public.server";
import { mediaUploadsCapability } from "./features/media-uploads/capability.server";
import { newsletterCapability } from "./features/newsletter/capability.server";
import { pagesCapability } from "./features/pages/capability.server";
import { refreshUntouchedFactPages, seedHomeHero, seedPages, seedPlanVisitPage, seedVenuePages } from "./features/pages/public.server";
import { privacyCapability } from "./features/privacy/capability.server";
import { programmesCapability } from "./features/programmes/capability.server";
import { publishingCapability } from "./features/publishing/capability.server";
import { searchCapability } from "./features/search/capability.server";
import { seriesCapability } from "./features/series/capability.server";
import { siteSettingsCapability } from "./features/site-settings/capability.server";
import { staffCapability } from "./features/staff/capability.server";
import { venueCapability } from "./features/venue/capability.server";
import { visitorFiguresCapability } from "./features/visitor-figures/capability.server";

/**
 * Every capability of the running site, in the order the server prepares, starts and mounts them
 * (docs/decisions/033-capabilities-carry-their-wiring.md). The order matters where one reads what
 * another provides or adds: the concert catalogue before what reads it, the search after every
 * source, the audit's record of writes and the uploads' streamed bodies before the JSON parser,
 * the library's files before the uploads', the mail housekeeping in the order it ran before.
 */
export const CAPABILITIES = [
  auditCapability,
  mediaLibraryCapability,
  mediaUploadsCapability,
  concertsCapability,
  visitorFiguresCapability,
  bannersCapability,
  staffCapability,
  comingSoonCapability,
  artistsCapability,
  seriesCapability,
  programmesCapability,
  searchCapability,
  newsletterCapability,
  inquiriesCapability,
  alertsCapability,
  adminDashboardCapability,
  campaignsCapability,
  siteSettingsCapability,
  venueCapability,
  hallFactsCapability,
  pagesCapability,
  demoContentCapability,
  adminAuthCapability,
  privacyCapability,
  publishingCapability,
] as const;

/**
 * Demo content, each piece applied once per database (recorded in seed_runs, `server/seed.ts`), so
 * starting the server twice adds nothing twice and content staff edited or deleted is not brought
 * back. A changed seed gets a new name. `demo` seeds add what the dashboard's "Remove demo content"
 * takes away; after that they never run again, whatever their name.
 */
export const SEEDS: readonly { name: string; demo: boolean; run(db: Db, now: Date): Promise<void> }[] = [
  { name: "concerts/database-events-v1", demo: true, run: seedDatabaseEvents },
  { name: "concerts/coming-soon-v1", demo: true, run: seedComingSoon },
  { name: "concerts/legacy-ids-v1", demo: false, run: seedLegacyConcertIds },
  { name: "banners/demo-v1", demo: true, run: seedBanners },
  // Not a `demo` seed: the galleries are made of these items, so an install that removed the demo content before keeps its galleries.
  { name: "media-library/drawings-v1", demo: false, run: seedMediaLibrary },
  // After the library: the pages' pictures name its items.
  { name: "pages/first-versions-v1", demo: false, run: seedPages },
  { name: "pages/venue-first-versions-v1", demo: false, run: seedVenuePages },
  { name: "pages/plan-visit-first-version-v1", demo: false, run: seedPlanVisitPage },
  { name: "pages/home-hero-first-version-v1", demo: false, run: seedHomeHero },
  { name: "pages/facts-blocks-in-first-versions-v1", demo: false, run: refreshUntouchedFactPages },
  {
    name: "demo/mark-earlier-rows-v1",
    demo: true,
    run: async (db) => {
      await markEarlierDemoRows(db);
      await markEarlierDemoComingSoon(db);
      await markEarlierDemoBanners(db);
    },
  },
];

/** Whether staff removed the demo content: then no `demo` seed runs again. */
export { demoContentRemoved };
