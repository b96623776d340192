import { describe, expect, it } from "vitest";
import { contentOf, initialEditor, pageEditor } from "./page-draft";

const stored = { title: "Hall", lead: "Lead", blocks: [{ type: "heading", text: "One" } as const, { type: "callout", text: "Two" } as const] };

describe("the page editor's state", () => {
  it("shows the stored draft and keeps each block's key when blocks move", () => {
    const shown = initialEditor(stored);
    const keys = shown.draft!.items.map((item) => item.id);
    const moved = pageEditor(shown, { type: "blockMoved", from: 0, to: 1 });
    expect(contentOf(moved.draft!).blocks.map((block) => block.type)).toEqual(["callout", "heading"]);
    expect(moved.draft!.items.map((item) => item.id)).toEqual([keys[1], keys[0]]);
  });

  it("gives added blocks keys no other block has", () => {
    const added = pageEditor(pageEditor(initialEditor(stored), { type: "blockRemoved", index: 0 }), { type: "blocksAdded", blocks: [{ type: "text", html: "" }] });
    const keys = added.draft!.items.map((item) => item.id);
    expect(new Set(keys).size).toBe(2);
    expect(contentOf(added.draft!).blocks.map((block) => block.type)).toEqual(["callout", "text"]);
  });

  it("drops the dragged block where it is dropped, and forgets the drag", () => {
    const dropped = pageEditor(pageEditor(initialEditor(stored), { type: "dragStarted", index: 1 }), { type: "droppedAt", index: 0 });
    expect(contentOf(dropped.draft!).blocks[0]).toEqual({ type: "callout", text: "Two" });
    expect(dropped.dragged).toBeNull();
  });

  it("keeps what a stale save sent until it is sent again or dismissed", () => {
    const mine = { ...stored, title: "Mine" };
    const refused = pageEditor(initialEditor(stored), { type: "refusedStale", mine });
    expect(refused.stale).toEqual(mine);
    expect(pageEditor(refused, { type: "sent" }).stale).toBeNull();
    expect(pageEditor(refused, { type: "staleDismissed" }).stale).toBeNull();
  });

  it("has no form for a language without a draft until one is started", () => {
    const empty = initialEditor(null);
    expect(empty.draft).toBeNull();
    expect(pageEditor(empty, { type: "fieldChanged", field: "title", value: "x" }).draft).toBeNull();
    expect(contentOf(pageEditor(empty, { type: "shown", content: { title: "", lead: "", blocks: [] } }).draft!)).toEqual({ title: "", lead: "", blocks: [] });
  });
});
