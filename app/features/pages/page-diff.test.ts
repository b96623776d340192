import { describe, expect, it } from "vitest";
import { pageDifference, summariseDifference } from "./page-diff.server";
import type { PageContent } from "./schema";

const page = (blocks: PageContent["blocks"], title = "History"): PageContent => ({ title, lead: "", blocks });
const heading = (text: string) => ({ type: "heading" as const, text });
const text = (html: string) => ({ type: "text" as const, html });

describe("the difference between two versions of a page", () => {
  it("names the first version as such", () => {
    expect(summariseDifference(null, page([heading("A")]))).toBe("first version");
  });

  it("matches the blocks kept, and tells added, removed and changed blocks with their words", () => {
    const before = page([heading("Opening"), text("<p>The hall opened in 1953.</p>"), { type: "gallery", gallery: "home" }]);
    const after = page([heading("Opening"), text("<p>The hall opened on 17 May 1953.</p>"), { type: "callout", text: "Closed in August" }], "History of the hall");
    const difference = pageDifference(before, after);
    expect(difference.title).toBe(true);
    expect(difference.blocks).toEqual([
      { change: "changed", index: 1, type: "text", wordsAdded: ["on", "17", "May"], wordsRemoved: ["in"] },
      { change: "removed", index: 2, type: "gallery", wordsAdded: [], wordsRemoved: ["home"] },
      { change: "added", index: 2, type: "callout", wordsAdded: ["Closed", "in", "August"], wordsRemoved: [] },
    ]);
    expect(summariseDifference(before, after)).toBe("title; 3 blocks: 1 added, 1 removed, 1 changed; +6 −2 words");
  });

  it("sees a moved block as removed where it was and added where it is", () => {
    const before = page([heading("A"), heading("B")]);
    const after = page([heading("B"), heading("A")]);
    expect(pageDifference(before, after).blocks.map((block) => block.change).sort()).toEqual(["added", "removed"]);
  });
});
