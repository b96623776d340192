import { useCallback, useEffect, useId, useReducer, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { ZodType } from "zod";
import { type Page, pageSchema } from "../http/page";
import { fill } from "../i18n/plural";
import { buttonStyles, inputStyle, noticeStyle } from "../ui/styles";
import { useAdminTexts } from "./admin-language";
import { adminJson } from "./session";

export type { Page };

export const PAGE_SIZE = 50;
/** How long typing pauses before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list filters a screen's URL carries, so a search can be reloaded, shared and gone back to. */
export function listFilters(url: string | URL, names: readonly string[] = ["q"]): Record<string, string> {
  const params = new URL(url).searchParams;
  return Object.fromEntries(names.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
}

export function pageUrl(path: string, filters: Record<string, string>, cursor?: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), ...filters });
  if (cursor) params.set("cursor", cursor);
  return `${path}?${params}`;
}

type PagedState<Row> = { items: Row[]; total: number; cursor: string | null | undefined; more: "idle" | "loading" | "failed" };

type PagedEvent<Row> =
  | { type: "first"; page: Page<Row>; deleted: Set<number> }
  | { type: "loading" }
  | { type: "more"; page: Page<Row> }
  | { type: "failed" }
  | { type: "newest"; page: Page<Row> }
  | { type: "removed"; id: number }
  | { type: "replaced"; row: Row };

function firstState<Row extends { id: number }>(first: Page<Row>, deleted: Set<number>, more: PagedState<Row>["more"]): PagedState<Row> {
  return { items: first.items.filter((row) => !deleted.has(row.id)), total: first.total ?? first.items.length, cursor: first.nextCursor, more };
}

function pagedReducer<Row extends { id: number }>(state: PagedState<Row>, event: PagedEvent<Row>): PagedState<Row> {
  const known = () => new Set(state.items.map((item) => item.id));
  switch (event.type) {
    case "first":
      return firstState(event.page, event.deleted, state.more === "loading" ? "loading" : "idle");
    case "loading":
      return { ...state, more: "loading" };
    case "more": {
      const seen = known();
      return { ...state, items: [...state.items, ...event.page.items.filter((item) => !seen.has(item.id))], cursor: event.page.nextCursor, more: "idle" };
    }
    case "failed":
      return { ...state, more: "failed" };
    case "newest": {
      // The newest page's rows up to the first one shown already arrived meanwhile.
      const seen = known();
      const arrived: Row[] = [];
      for (const item of event.page.items) {
        if (seen.has(item.id)) break;
        arrived.push(item);
      }
      return { ...state, items: [...arrived, ...state.items], total: event.page.total ?? state.total };
    }
    case "removed":
      return { ...state, items: state.items.filter((item) => item.id !== event.id), total: Math.max(0, state.total - 1) };
    case "replaced":
      return { ...state, items: state.items.map((item) => (item.id === event.row.id ? event.row : item)) };
  }
}

/**
 * A list read a page at a time: the loader's first page, then "Load more" appends the next;
 * `showNewest` puts rows that arrived meanwhile at the top (after a live notice) without
 * losing the pages already shown.
 */
export function usePagedList<Row extends { id: number }>(path: string, row: ZodType<Row>, first: Page<Row>, filters: Record<string, string>) {
  const page = pageSchema(row);
  // Rows deleted here stay gone even when a page read before the deletion arrives afterwards.
  const deleted = useRef(new Set<number>());
  const [state, dispatch] = useReducer(pagedReducer<Row>, first, (page) => firstState(page, new Set(), "idle"));

  useEffect(() => {
    dispatch({ type: "first", page: first, deleted: deleted.current });
  }, [first]);

  const filterKey = JSON.stringify(filters);
  async function loadMore() {
    if (!state.cursor) return;
    dispatch({ type: "loading" });
    try {
      dispatch({ type: "more", page: await adminJson(pageUrl(path, filters, state.cursor), page) });
    } catch (failure) {
      if (failure instanceof Response) throw failure;
      dispatch({ type: "failed" });
    }
  }

  const showNewest = useCallback(async () => {
    try {
      dispatch({ type: "newest", page: await adminJson(pageUrl(path, filters), page) });
    } catch (failure) {
      if (failure instanceof Response) throw failure;
    }
  }, [path, filterKey]);

  return {
    items: state.items,
    total: state.total,
    hasMore: Boolean(state.cursor),
    loadingMore: state.more === "loading",
    failed: state.more === "failed",
    loadMore,
    showNewest,
    removed(row: Row) {
      deleted.current.add(row.id);
      dispatch({ type: "removed", id: row.id });
    },
    replaced(row: Row) {
      dispatch({ type: "replaced", row });
    },
  };
}

/** The search box: typing searches after a pause, and the words go into the URL (`?q=`) without adding history entries. */
export function ListSearch({ label, placeholder }: { label: string; placeholder: string }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const inUrl = params.get("q") ?? "";
  const [value, setValue] = useState(inUrl);

  useEffect(() => {
    const wanted = value.trim();
    if (wanted === inUrl) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set("q", wanted);
          else next.delete("q");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, inUrl, setParams]);

  return (
    <div className="w-full max-w-md">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input id={id} type="search" value={value} onChange={(event) => setValue(event.target.value)} placeholder={placeholder} className={inputStyle} />
    </div>
  );
}

/** Under the table: how many rows are shown of how many, and the button for the next page. */
/** The count of a paged list, its "Load more" button and a failed load's notice. */
export function ListFooter({ list }: { list: Pick<ReturnType<typeof usePagedList>, "items" | "total" | "hasMore" | "loadingMore" | "failed" | "loadMore"> }) {
  const { t } = useAdminTexts();
  const { total, hasMore, loadingMore, failed } = list;
  const shown = list.items.length;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm text-muted" data-testid="list-count">
        {fill(t.lists.shownOf, { shown, total })}
      </p>
      {failed ? (
        <p role="alert" className={noticeStyle.error}>
          {t.loadFailed}
        </p>
      ) : null}
      {hasMore ? (
        <button type="button" onClick={() => void list.loadMore()} disabled={loadingMore} className={buttonStyles.secondary}>
          {loadingMore ? t.loading : t.lists.loadMore}
        </button>
      ) : null}
    </div>
  );
}
