import { capability, contribute, LOGGED_URL, type Platform, READINESS_CHECKS } from "../../capability.server";
import { mediaUploadApiRouter, redactUploadToken } from "./api.server";
import { mediaClaimer } from "./claim.server";
import type { ClaimMedia } from "./claim-media";
import { createMediaStorage } from "./create-media-storage.server";
import { localMediaRouter } from "./serve-uploads.server";
import { LocalMediaStorage, type MediaStorage } from "./storage.server";

/** The uploads: where files are stored (a folder or S3), the upload contract, and the claim records make of an upload. */
export const mediaUploadsCapability = capability({
  name: "media-uploads",
  start: ({ config, db, log }: Pick<Platform, "config" | "db" | "log"> & { storage: MediaStorage }) => {
    const storage: MediaStorage = createMediaStorage(config);
    log.info({ storage: storage.kind }, "media storage ready");
    const claimMedia: ClaimMedia = mediaClaimer(db, storage);
    return { provides: { storage, claimMedia } };
  },
  // Before the JSON parser: an upload body is the file itself, streamed and checked by this router.
  api: [{ beforeBody: true, router: ({ db, storage }) => mediaUploadApiRouter({ db, storage }) }],
  files: ({ db, storage }) => (storage instanceof LocalMediaStorage ? localMediaRouter(storage, db) : null),
  contributes: [
    contribute(LOGGED_URL, () => redactUploadToken),
    // Remembered for a while once it answers: every balancer asks every few seconds, and a bucket is slow to ask.
    contribute(READINESS_CHECKS, ({ storage }: { storage: MediaStorage }) => ({
      name: "storage",
      kind: storage.kind,
      remember: true,
      check: async () => {
        await storage.probe();
        return { ok: true };
      },
    })),
  ],
});
