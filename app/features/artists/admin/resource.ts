import type { DirectoryResource } from "../../../admin/directory-screen";
import { LIBRARY_PICTURE_KIT } from "../../media-library/public";
import { type Artist, artistInputSchema, artistSchema } from "../schema";
import { ARTIST_ADMIN_TEXTS } from "./texts";

/** `/admin/artists` (editors and admins): the artists of the concert programmes, declared once. */
export const ARTISTS_RESOURCE: DirectoryResource<Artist> = {
  path: "/api/admin/artists",
  record: artistSchema,
  input: artistInputSchema,
  updateInput: artistInputSchema,
  texts: ARTIST_ADMIN_TEXTS,
  fields: [{ key: "name" }, { key: "role" }, { key: "bio", multiline: true }],
  required: "name",
  // The artist's page shows the picture's square crop.
  picture: { aspect: "1 / 1", library: LIBRARY_PICTURE_KIT },
  publicPath: "/artists/",
  withLinks: true,
};
