// What other features and routes may use of the media library in the browser.
export type { PublicGalleryItem } from "./schema";
export { GALLERY_KEYS, type GalleryKey, isGalleryKey } from "./gallery-keys";
