import type { DirectoryResource } from "../../../admin/directory-screen";
import { UPLOAD_LIMITS } from "../../media-uploads/public";
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
  // A series picture is stored like an event's: 16:9.
  purpose: "event",
  photo: { width: 1280, height: 720, quality: 0.82, maxBytes: UPLOAD_LIMITS.event.maxBytes, aspect: "16 / 9" },
  publicPath: "/series/",
};
