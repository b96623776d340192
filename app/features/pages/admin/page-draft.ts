import { move } from "../../../admin/reorder";
import type { PageBlock, PageContent } from "../schema";

/**
 * The page editor's own state, as one reducer: the draft being typed (its blocks keyed so a moved block
 * keeps its fields), the block being dragged, a save refused as stale (what this editor sent), when the
 * draft was last saved from here and the preview's address.
 */

export type Item = { id: number; block: PageBlock };
export type Draft = { title: string; lead: string; items: Item[] };
export type EditorState = {
  draft: Draft | null;
  /** The key the next new block gets. */
  nextId: number;
  dragged: number | null;
  stale: PageContent | null;
  savedAt: string | null;
  previewUrl: string | null;
};

export type EditorAction =
  /** The form shows this content (the stored draft, a copy of English, an empty page); null: none yet. */
  | { type: "shown"; content: PageContent | null }
  | { type: "fieldChanged"; field: "title" | "lead"; value: string }
  | { type: "blockChanged"; index: number; block: PageBlock }
  | { type: "blocksAdded"; blocks: readonly PageBlock[] }
  | { type: "blockMoved"; from: number; to: number }
  | { type: "blockRemoved"; index: number }
  | { type: "dragStarted"; index: number }
  | { type: "droppedAt"; index: number }
  | { type: "sent" }
  | { type: "refusedStale"; mine: PageContent }
  | { type: "staleDismissed" }
  | { type: "saved"; at: string }
  | { type: "previewed"; url: string | null };

export const contentOf = (draft: Draft): PageContent => ({ title: draft.title, lead: draft.lead, blocks: draft.items.map((item) => item.block) });
export const sameContent = (a: PageContent | null, b: PageContent | null) => JSON.stringify(a) === JSON.stringify(b);

export function initialEditor(content: PageContent | null): EditorState {
  return pageEditor({ draft: null, nextId: 1, dragged: null, stale: null, savedAt: null, previewUrl: null }, { type: "shown", content });
}

export function pageEditor(state: EditorState, action: EditorAction): EditorState {
  const items = (next: (items: Item[]) => Item[]): EditorState => (state.draft ? { ...state, draft: { ...state.draft, items: next(state.draft.items) } } : state);
  const keyed = (blocks: readonly PageBlock[]) => blocks.map((block, at) => ({ id: state.nextId + at, block }));
  switch (action.type) {
    case "shown": {
      const { content } = action;
      if (!content) return { ...state, draft: null };
      return { ...state, draft: { title: content.title, lead: content.lead, items: keyed(content.blocks) }, nextId: state.nextId + content.blocks.length };
    }
    case "fieldChanged":
      return state.draft ? { ...state, draft: { ...state.draft, [action.field]: action.value } } : state;
    case "blockChanged":
      return items((list) => list.map((item, at) => (at === action.index ? { ...item, block: action.block } : item)));
    case "blocksAdded":
      return { ...items((list) => [...list, ...keyed(action.blocks)]), nextId: state.nextId + action.blocks.length };
    case "blockMoved":
      return items((list) => move(list, action.from, action.to));
    case "blockRemoved":
      return items((list) => list.filter((_, at) => at !== action.index));
    case "dragStarted":
      return { ...state, dragged: action.index };
    case "droppedAt":
      return state.dragged === null ? state : { ...items((list) => move(list, state.dragged!, action.index)), dragged: null };
    case "sent":
      return { ...state, stale: null };
    case "refusedStale":
      return { ...state, stale: action.mine };
    case "staleDismissed":
      return { ...state, stale: null };
    case "saved":
      return { ...state, savedAt: action.at };
    case "previewed":
      return { ...state, previewUrl: action.url };
  }
}
