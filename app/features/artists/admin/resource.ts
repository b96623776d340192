import type { DirectoryResource } from "../../../admin/directory-screen";
import { UPLOAD_LIMITS } from "../../media-uploads/public";
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
  // Artist photos are re-encoded like staff photos: square, 600 px.
  purpose: "staff",
  photo: { width: 600, height: 600, quality: 0.82, maxBytes: UPLOAD_LIMITS.staff.maxBytes, aspect: "1 / 1" },
  publicPath: "/artists/",
  withLinks: true,
};
