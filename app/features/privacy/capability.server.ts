import { capability, contribute, MAIL_HOUSEKEEPING, type Platform } from "../../capability.server";
import { timedJob } from "../../jobs/job-runs.server";
import { forgetUnclaimedUploads, type MediaStorage } from "../media-uploads/public.server";
import { privacyApiRouter } from "./api.server";
import { runRetention } from "./retention.server";

type Needs = Pick<Platform, "db" | "log" | "mail"> & { storage: MediaStorage };

/** Privacy: the lookup and erasure of an address, the legal pages, and the daily retention job. */
export const privacyCapability = capability({
  name: "privacy",
  api: [{ router: ({ db, mail }: Needs) => privacyApiRouter({ db, mail }) }],
  contributes: [
    // Daily, on one instance at a time (the job takes a database lock and skips when today's run is done).
    contribute(MAIL_HOUSEKEEPING, ({ db, log, storage }: Needs) => async () => {
      const run = await timedJob("retention", () => runRetention(db));
      if (!run) return;
      log.info({ removed: run.removed }, "retention: old inquiries, their mail and old audit entries removed");
      const uploads = await forgetUnclaimedUploads(db, storage);
      if (uploads) log.info({ removed: uploads }, "uploads no record claimed within a day removed");
    }),
  ],
});
