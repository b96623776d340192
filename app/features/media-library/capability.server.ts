import { capability, type Platform } from "../../capability.server";
import { LocalMediaStorage, type MediaStorage } from "../media-uploads/public.server";
import { mediaLibraryApiRouter } from "./api.server";
import { libraryFilesRouter } from "./serve-files.server";

type Needs = Pick<Platform, "db"> & { storage: MediaStorage };

export const mediaLibraryCapability = capability({
  name: "media-library",
  api: [{ router: ({ db, storage }: Needs) => mediaLibraryApiRouter({ db, storage }) }],
  // The library's derived files (lib-<hash>.avif|webp), ahead of the uploads themselves.
  files: ({ storage }) => (storage instanceof LocalMediaStorage ? libraryFilesRouter(storage) : null),
});
