import express from "express";
import { capability, contribute, KEPT_PAGE_SERVED, PAGE_CONTEXT, PAGE_MIDDLEWARE, type Platform } from "../../capability.server";
import type { ConcertCatalogue } from "../concerts/public.server";
import { visitorFiguresApiRouter } from "./api.server";
import { createVisitorCounter, type VisitorCounter } from "./counter.server";

declare module "../../capability.server" {
  interface Tuning {
    /** How often the visitor figures are written (tests write them by calling `flush`). */
    visitorFlushMs?: number;
  }
}

declare module "react-router" {
  interface AppLoadContext {
    /** Whether this visitor does `act` for the first time today (app/features/visitor-figures/counter.server.ts). */
    firstToday(act: string): Promise<boolean>;
  }
}

type Needs = Pick<Platform, "db" | "log" | "config" | "tuning"> & { catalogue: ConcertCatalogue; visitors: VisitorCounter };

/** Cookie-free visitor figures: page views (kept and rendered) and Buy ticket clicks, written in batches. */
export const visitorFiguresCapability = capability({
  name: "visitor-figures",
  start: ({ db, log, config, tuning }: Needs) => {
    const visitors = createVisitorCounter({ db, log, enabled: config.visitorFigures, publicUrl: config.publicUrl, flushMs: tuning.visitorFlushMs });
    visitors.start();
    return { provides: { visitors }, stop: () => visitors.stop() };
  },
  api: [
    // A chart URL given to a visitor is a Buy ticket click, counted once the answer is sent (the body is parsed by then).
    { beforeBody: true, router: ({ visitors }) => express.Router().post("/eventhub-proxy/Event/GetChart", visitors.chartRequests) },
    { router: ({ db, catalogue }) => visitorFiguresApiRouter({ db, catalogue }) },
  ],
  contributes: [
    contribute(KEPT_PAGE_SERVED, ({ visitors }: Needs) => (req, address) => visitors.keptPage(req, address)),
    // Each page rendered for a visitor (and a no-script Buy ticket) is counted once it is sent.
    contribute(PAGE_MIDDLEWARE, ({ visitors }: Needs) => (req, res, next) => visitors.renderedPages(req, res, next)),
    contribute(PAGE_CONTEXT, ({ visitors }: Needs) => (req) => ({ firstToday: (act: string) => visitors.firstToday(act, req) })),
  ],
});
