import { capability, type Platform } from "../../capability.server";
import type { ClaimMedia, MediaStorage } from "../media-uploads/public.server";
import { bannerApiRouter } from "./api.server";

type Needs = Pick<Platform, "db" | "config"> & { claimMedia: ClaimMedia; storage: MediaStorage };

export const bannersCapability = capability({
  name: "banners",
  api: [{ router: ({ db, config, claimMedia, storage }: Needs) => bannerApiRouter({ db, production: config.production, claimMedia, storage }) }],
});
