// What other features may use of media-uploads: the media claim every write that stores a media URL goes through,
// and the rules of what may be uploaded for which purpose (docs/architecture.md, "Feature boundaries").
export type { ClaimMedia } from "./claim-media";
export { acceptedTypes, checkMediaFile, declaredFamily, fileSizeMessage, fileTypeMessage, MEDIA_PURPOSES, type MediaPurpose, UPLOAD_LIMITS } from "../../media/media-rules";
