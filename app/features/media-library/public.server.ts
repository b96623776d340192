// What routes and the server use of the media library (docs/architecture.md, "Feature boundaries").
export { mediaLibraryApiRouter } from "./api.server";
export { croppedPictures, type CroppedPicture, existingPictureIds, libraryItemFromStoredMedia, libraryItemFromStoredPicture, libraryMediaFile, libraryPictureFile, libraryPictures, missingAltCounts, pageGallery, publicGallery } from "./library.server";
export { recordPicture, type RecordPictureRef } from "./record-picture.server";
export { libraryFilesRouter } from "./serve-files.server";
export { seedMediaLibrary } from "./seed.server";
export type { GalleryKey } from "./gallery-keys";
