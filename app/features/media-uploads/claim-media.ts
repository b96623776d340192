import type { MediaPurpose } from "../../media/media-rules";

export type { MediaPurpose };

/**
 * Checks that a media URL sent with a banner, staff member or event is one of our own uploads of
 * the right kind for `purpose`, and answers its public URL and kind (throws an ApiError otherwise).
 */
export type ClaimMedia = (url: string, purpose: MediaPurpose) => Promise<{ url: string; mediaType: "image" | "video" }>;
