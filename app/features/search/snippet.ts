import { foldForSearch, skeletonOf } from "./fold";

const SNIPPET_LENGTH = 160;

function wordMatches(word: string, tokens: string[]): boolean {
  const folded = foldForSearch(word);
  if (!folded) return false;
  return tokens.some((token) => folded.startsWith(token) || folded.includes(token) || (token.length >= 5 && skeletonOf(folded) === skeletonOf(token)));
}

/**
 * The part of `text` around the first word that matches the query, and the spans of every matching
 * word in it. Plain text in, plain text and offsets out: the page wraps the spans in <mark>.
 */
export function snippetFor(text: string, query: string): { snippet: string; marks: [number, number][] } {
  const tokens = foldForSearch(query).split(" ").filter(Boolean);
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const first = words.find((word) => wordMatches(word[0], tokens));
  let start = 0;
  if (first && first.index > SNIPPET_LENGTH / 3) {
    const space = text.lastIndexOf(" ", first.index - SNIPPET_LENGTH / 3);
    start = space === -1 ? 0 : space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const prefix = start > 0 ? "… " : "";
  const suffix = end < text.length ? " …" : "";
  const marks: [number, number][] = [];
  for (const word of words) {
    if (word.index < start || word.index + word[0].length > end) continue;
    if (wordMatches(word[0], tokens)) marks.push([word.index - start + prefix.length, word.index - start + prefix.length + word[0].length]);
  }
  return { snippet: prefix + text.slice(start, end) + suffix, marks };
}
