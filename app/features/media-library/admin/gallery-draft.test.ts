import { describe, expect, it } from "vitest";
import type { AdminGallery } from "../schema";
import { entriesOf, galleryEditor, NOT_EDITED } from "./gallery-draft";

const entry = (mediaId: number) => ({ mediaId, size: "small", caption: {} }) as unknown as AdminGallery["items"][number];
const gallery = { key: "home", items: [entry(1), entry(2), entry(3)] } as unknown as AdminGallery;

describe("the gallery screen's state", () => {
  it("shows the stored entries until they are edited", () => {
    expect(entriesOf(NOT_EDITED, gallery)).toBe(gallery.items);
    const edited = galleryEditor(NOT_EDITED, { type: "changed", gallery, entries: [entry(3)] });
    expect(entriesOf(edited, gallery).map((item) => item.mediaId)).toEqual([3]);
  });

  it("shows a gallery read again (another one, or the same after a save) as stored", () => {
    const edited = galleryEditor(NOT_EDITED, { type: "changed", gallery, entries: [] });
    const readAgain = { ...gallery } as AdminGallery;
    expect(entriesOf(edited, readAgain)).toBe(readAgain.items);
  });

  it("moves the dragged entry to where it is dropped and forgets the drag", () => {
    const dragging = galleryEditor(NOT_EDITED, { type: "dragStarted", index: 0 });
    const dropped = galleryEditor(dragging, { type: "droppedAt", gallery, index: 2 });
    expect(entriesOf(dropped, gallery).map((item) => item.mediaId)).toEqual([2, 3, 1]);
    expect(dropped.dragged).toBeNull();
    expect(galleryEditor(NOT_EDITED, { type: "droppedAt", gallery, index: 1 })).toBe(NOT_EDITED);
  });
});
