import { capability, contribute, MAIL_SETTLED, METRICS, type Platform } from "../../capability.server";
import { formatEventDate } from "../../i18n/format";
import { parseEventDate } from "../../i18n/hall-time";
import { localePath } from "../../i18n/languages";
import type { ConcertCatalogue } from "../concerts/public.server";
import { concertPath } from "../concerts/public";
import { NEWSLETTER_UNSUBSCRIBE_PATH, ONE_CLICK_UNSUBSCRIBE_PATH } from "../newsletter/public.server";
import { campaignsApiRouter } from "./api.server";
import { type CampaignService, createCampaignService } from "./campaigns.server";
import { registerCampaignMetrics } from "./metrics.server";

declare module "../../capability.server" {
  interface Tuning {
    /** How often campaigns are looked at (tests make it quick). */
    campaignTickMs?: number;
  }
}

type Needs = Pick<Platform, "db" | "log" | "config" | "origin" | "wakeMail" | "tuning"> & { catalogue: ConcertCatalogue; campaigns: CampaignService };

/** Newsletter campaigns: the admin API and the background queueing at NEWSLETTER_RATE. */
export const campaignsCapability = capability({
  name: "campaigns",
  start: ({ db, log, config, origin, wakeMail, tuning, catalogue }: Needs) => {
    const campaigns = createCampaignService({
      db,
      log,
      origin,
      rate: config.newsletterRate,
      tickMs: tuning.campaignTickMs,
      wakeMail,
      unsubscribe: (lang, token) => ({
        page: `${origin}${localePath(lang, NEWSLETTER_UNSUBSCRIBE_PATH)}?token=${encodeURIComponent(token)}`,
        oneClick: `${origin}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      }),
      async concert(id, lang) {
        const found = await catalogue.getEvent(id, lang);
        if (!found) return null;
        const startsAt = parseEventDate(found.event.startsAt ?? found.event.eventDateTime);
        return {
          name: found.event.eventName,
          date: startsAt ? formatEventDate(startsAt, lang) : found.event.eventDateTime,
          href: `${origin}${localePath(lang, concertPath(found.event))}`,
        };
      },
      allowImage: (src) => {
        const own = [`${origin}/uploads/`, ...(config.s3 ? [`${config.s3.publicUrl}/`] : [])];
        return /^\/uploads\/[\w.-]+$/.test(src) || own.some((prefix) => src.startsWith(prefix));
      },
    });
    campaigns.start();
    return { provides: { campaigns }, stop: () => campaigns.stop() };
  },
  api: [{ router: ({ db, campaigns }) => campaignsApiRouter({ db, campaigns }) }],
  contributes: [
    contribute(MAIL_SETTLED, ({ campaigns }: Needs) => (row, outcome) => campaigns.settled(row, outcome)),
    contribute(METRICS, ({ db }: Needs) => (registry) => registerCampaignMetrics(db, registry)),
  ],
});
