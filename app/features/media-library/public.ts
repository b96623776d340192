// What other features and routes may use of the media library in the browser.
export type { MediaItem, PublicGalleryItem } from "./schema";
export { libraryPictureIdSchema, mediaItemSchema } from "./schema";
export { GALLERY_KEYS, GALLERY_PAGES, type GalleryKey, isGalleryKey } from "./gallery-keys";
export { LibraryPicker } from "./admin/galleries-screen";
export { Thumbnail } from "./admin/thumbnail";
export { pictureIntoLibrary } from "./admin/upload";
export { LIBRARY_PICTURE_KIT, type PickedPicture, PickFromLibrary, RecordPicture, recordPictureOf } from "./admin/pick-from-library";
