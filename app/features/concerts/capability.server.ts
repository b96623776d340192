import type { Lang } from "../../i18n/languages";
import { Counter, Gauge } from "prom-client";
import { capability, contribute, METRICS, type Platform, READINESS_CHECKS } from "../../capability.server";
import { concertApiRouter } from "./api.server";
import { type CatalogueOptions, type ConcertCatalogue, createConcertCatalogue } from "./catalogue.server";
import type { ConcertEvent } from "./concert";
import { CONCERTS_LISTED } from "./listed-slot.server";

declare module "../../capability.server" {
  interface Tuning {
    catalogue?: Partial<Omit<CatalogueOptions, "client" | "db" | "log">>;
  }
}

/** The concert catalogue on the ticketing provider (or its sandbox), which most capabilities after it read. */
export const concertsCapability = capability({
  name: "concerts",
  start: ({ eventHub, db, log, tuning, collect }: Pick<Platform, "eventHub" | "db" | "log" | "tuning" | "collect"> & { catalogue: ConcertCatalogue }) => {
    const listened = collect(CONCERTS_LISTED);
    const onListed = async (lang: Lang, events: ConcertEvent[]) => {
      for (const listen of listened) await listen(lang, events);
    };
    return { provides: { catalogue: createConcertCatalogue({ client: eventHub, db, log, onListed, ...tuning.catalogue }) } };
  },
  api: [{ router: ({ catalogue, db }) => concertApiRouter({ catalogue, db }) }],
  contributes: [
    // Which list pages show now: the provider's, or a fallback and how old it is (the Armenian list; every language is refreshed alike).
    contribute(READINESS_CHECKS, ({ catalogue }: { catalogue: ConcertCatalogue }) => ({
      name: "catalogue",
      check: async () => {
        const { source, fallback, ageMs } = await catalogue.readiness("am");
        return { ok: true, source, fallback, ...(ageMs === null ? {} : { ageSeconds: Math.round(ageMs / 1000) }) };
      },
    })),
    contribute(METRICS, ({ catalogue }: { catalogue: ConcertCatalogue }) => (registry) => {
      new Gauge({
        name: "hall_catalogue_age_seconds",
        help: "Time since the ticketing provider last answered each language's concert list (absent until it has).",
        labelNames: ["lang"] as const,
        registers: [registry],
        collect() {
          this.reset();
          for (const [lang, at] of Object.entries(catalogue.stats().answeredAt)) if (at) this.set({ lang }, (Date.now() - at) / 1000);
        },
      });
      new Counter({
        name: "hall_catalogue_provider_errors_total",
        help: "Requests to the ticketing provider that failed (timeouts, refusals, malformed answers).",
        registers: [registry],
        collect() {
          this.reset();
          this.inc(catalogue.stats().providerErrors);
        },
      });
    }),
  ],
});
