import { capability, type Platform } from "../../capability.server";
import { PUBLISHED_KINDS } from "./kinds-slot.server";
import { createPublishScheduler } from "./scheduler.server";

declare module "../../capability.server" {
  interface Tuning {
    /** How often scheduled publishing looks for due drafts (tests make it quick). */
    publishTickMs?: number;
  }
}

/** Drafts scheduled for publishing (docs/decisions/030-publishing-drafts-versions-schedules.md), of every kind the capabilities add. */
export const publishingCapability = capability({
  name: "publishing",
  start: ({ db, log, tuning, collect }: Pick<Platform, "db" | "log" | "tuning" | "collect">) => {
    const scheduler = createPublishScheduler({ db, kinds: collect(PUBLISHED_KINDS), log, tickMs: tuning.publishTickMs });
    scheduler.start();
    return { provides: {}, stop: () => scheduler.stop() };
  },
});
