import type { RequestHandler } from "express";
import { capability, type Contribution, type Platform } from "../../capability.server";
import type { ClaimMedia } from "./claim-media";
import type { MediaStorage } from "./storage.server";

export type PictureRecordNeeds = Pick<Platform, "db"> & { claimMedia: ClaimMedia; storage: MediaStorage };

/** A kind of record saved with a picture (staff, coming-soon, artists, series): its API router, given the storage and the claim. */
export function pictureRecordCapability(name: string, router: (needs: PictureRecordNeeds) => RequestHandler, contributes: readonly Contribution<PictureRecordNeeds>[] = []) {
  return capability({ name, api: [{ router }], contributes });
}
