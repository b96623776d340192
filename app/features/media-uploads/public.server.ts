// What other features may use of media-uploads on the server (docs/architecture.md, "Feature boundaries"): the
// claim of an upload, the storage every checked file goes to, and the formats it serves.
export { claimUploadedMedia, forgetUnclaimedUploads } from "./claim.server";
export { MEDIA_FORMATS } from "./sniff";
export { LocalMediaStorage, type MediaStorage } from "./storage.server";
export type { ClaimMedia } from "./claim-media";
export { pictureRecordCapability, type PictureRecordNeeds } from "./record-capability.server";
