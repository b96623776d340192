import type { AdminResource } from "../../../admin/resource";
import { type MediaItem, mediaCreateSchema, mediaItemSchema, mediaUpdateSchema } from "../schema";

/** `/admin/media`: the media library, declared once (its list is paged and searched: the route reads it with `mediaPageSchema`). */
export const MEDIA_RESOURCE: AdminResource<MediaItem, typeof mediaCreateSchema, typeof mediaUpdateSchema> = {
  path: "/api/admin/media",
  record: mediaItemSchema,
  input: mediaCreateSchema,
  updateInput: mediaUpdateSchema,
};
