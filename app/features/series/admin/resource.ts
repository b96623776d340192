import type { DirectoryResource } from "../../../admin/directory-screen";
import { LIBRARY_PICTURE_KIT } from "../../media-library/public";
import { type Series, seriesInputSchema, seriesSchema } from "../schema";
import { SERIES_ADMIN_TEXTS } from "./texts";

/** `/admin/series` (editors and admins): the concert series, declared once. */
export const SERIES_RESOURCE: DirectoryResource<Series> = {
  path: "/api/admin/series",
  record: seriesSchema,
  input: seriesInputSchema,
  updateInput: seriesInputSchema,
  texts: SERIES_ADMIN_TEXTS,
  fields: [{ key: "name" }, { key: "description", multiline: true }],
  required: "name",
  // The series' page shows the picture's 16:9 card crop.
  picture: { aspect: "16 / 9", library: LIBRARY_PICTURE_KIT },
  publicPath: "/series/",
};
