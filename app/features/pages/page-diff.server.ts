import { richTextToPlain } from "../../security/rich-text.server";
import type { ChangeCounts, PageBlock, PageContent } from "./schema";

/** One block's change from a version to the next: its position in the newer version (or the older, when removed). */
export type BlockChange = { change: "added" | "removed" | "changed"; index: number; type: PageBlock["type"]; wordsAdded: string[]; wordsRemoved: string[] };
export type PageDifference = { title: boolean; lead: boolean; blocks: BlockChange[] };

const canonical = (block: PageBlock) => JSON.stringify(Object.entries(block).sort(([a], [b]) => a.localeCompare(b)));

/** The words of a block a reader sees (a picture, gallery or facts block is its reference). */
function wordsOf(block: PageBlock): string[] {
  const text = block.type === "text" ? richTextToPlain(block.html) : block.type === "heading" || block.type === "callout" ? block.text : block.type === "picture" ? `#${block.mediaId}` : block.type === "gallery" ? block.gallery : block.type === "button" ? `${block.label} ${block.href}` : block.facts;
  return text.split(/\s+/u).filter(Boolean);
}

/** The words of `after` not in `before`, counting repeats. */
function wordsMissing(before: string[], after: string[]): string[] {
  const left = new Map<string, number>();
  for (const word of before) left.set(word, (left.get(word) ?? 0) + 1);
  return after.filter((word) => {
    const count = left.get(word) ?? 0;
    if (count > 0) left.set(word, count - 1);
    return count === 0;
  });
}

/**
 * What changed from one version of a page to the next, block by block: the blocks kept as they were
 * are matched in order (a longest common subsequence); between two matches, a removed and an added
 * block of the same type at the same place are one changed block, with the words added and removed.
 */
export function pageDifference(before: PageContent | null, after: PageContent): PageDifference {
  const old = before?.blocks ?? [];
  const next = after.blocks;
  const a = old.map(canonical);
  const b = next.map(canonical);
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const changes: BlockChange[] = [];
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    const pairs = Math.min(removed.length, added.length);
    added.forEach((j, n) => {
      const i = n < pairs ? removed[n]! : undefined;
      if (i !== undefined && old[i]!.type === next[j]!.type) {
        const was = wordsOf(old[i]!);
        const now = wordsOf(next[j]!);
        changes.push({ change: "changed", index: j, type: next[j]!.type, wordsAdded: wordsMissing(was, now), wordsRemoved: wordsMissing(now, was) });
      } else {
        if (i !== undefined) changes.push({ change: "removed", index: i, type: old[i]!.type, wordsAdded: [], wordsRemoved: wordsOf(old[i]!) });
        changes.push({ change: "added", index: j, type: next[j]!.type, wordsAdded: wordsOf(next[j]!), wordsRemoved: [] });
      }
    });
    for (const i of removed.slice(added.length)) changes.push({ change: "removed", index: i, type: old[i]!.type, wordsAdded: [], wordsRemoved: wordsOf(old[i]!) });
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!)) added.push(j++);
    else removed.push(i++);
  }
  flush();
  return { title: before !== null && before.title !== after.title, lead: before !== null && before.lead !== after.lead, blocks: changes };
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** The history's line for a version: "first version", or what changed ("title; 1 block added, 2 changed; +14 −3 words"). */
export function summariseDifference(before: PageContent | null, after: PageContent): string {
  if (before === null) return "first version";
  const difference = pageDifference(before, after);
  const count = (change: BlockChange["change"]) => difference.blocks.filter((block) => block.change === change).length;
  const blocks = (["added", "removed", "changed"] as const).filter((change) => count(change) > 0).map((change) => `${count(change)} ${change}`);
  const wordsAdded = difference.blocks.reduce((sum, block) => sum + block.wordsAdded.length, 0);
  const wordsRemoved = difference.blocks.reduce((sum, block) => sum + block.wordsRemoved.length, 0);
  const parts = [
    ...(difference.title ? ["title"] : []),
    ...(difference.lead ? ["lead"] : []),
    ...(blocks.length ? [`${plural(count("added") + count("removed") + count("changed"), "block")}: ${blocks.join(", ")}`] : []),
    ...(wordsAdded || wordsRemoved ? [`+${wordsAdded} −${wordsRemoved} words`] : []),
  ];
  return parts.length ? parts.join("; ") : "no change";
}

/** A version's change from the one before, counted, for the history to word in the admin's language; null for the first version. */
export function changeCounts(before: PageContent | null, after: PageContent): ChangeCounts | null {
  if (before === null) return null;
  const difference = pageDifference(before, after);
  const count = (change: BlockChange["change"]) => difference.blocks.filter((block) => block.change === change).length;
  return {
    title: difference.title,
    lead: difference.lead,
    added: count("added"),
    removed: count("removed"),
    changed: count("changed"),
    wordsAdded: difference.blocks.reduce((sum, block) => sum + block.wordsAdded.length, 0),
    wordsRemoved: difference.blocks.reduce((sum, block) => sum + block.wordsRemoved.length, 0),
  };
}
