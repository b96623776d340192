import { move } from "../../../admin/reorder";
import type { AdminGallery } from "../schema";

/**
 * The gallery screen's own state, as one reducer: the entries as edited (of the gallery as it was read:
 * another gallery, or the same one read again after a save, shows its stored entries) and the entry
 * being dragged.
 */

export type Entry = AdminGallery["items"][number];
export type GalleryEditor = { edited: { of: AdminGallery; entries: Entry[] } | null; dragged: number | null };
export type GalleryAction = { type: "changed"; gallery: AdminGallery; entries: Entry[] } | { type: "dragStarted"; index: number } | { type: "droppedAt"; gallery: AdminGallery; index: number };

export const NOT_EDITED: GalleryEditor = { edited: null, dragged: null };

/** The entries the screen shows for `gallery`. */
export const entriesOf = (state: GalleryEditor, gallery: AdminGallery): Entry[] => (state.edited?.of === gallery ? state.edited.entries : gallery.items);

export function galleryEditor(state: GalleryEditor, action: GalleryAction): GalleryEditor {
  switch (action.type) {
    case "changed":
      return { ...state, edited: { of: action.gallery, entries: action.entries } };
    case "dragStarted":
      return { ...state, dragged: action.index };
    case "droppedAt":
      if (state.dragged === null) return state;
      return { edited: { of: action.gallery, entries: move(entriesOf(state, action.gallery), state.dragged, action.index) }, dragged: null };
  }
}
