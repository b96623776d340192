import { useCallback, useEffect, useId, useRef, useState } from "react";
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

/**
 * A list read a page at a time: the loader's first page, then "Load more" appends the next;
 * `showNewest` puts rows that arrived meanwhile at the top (after a live notice) without
 * losing the pages already shown.
 */
export function usePagedList<Row extends { id: number }>(path: string, row: ZodType<Row>, first: Page<Row>, filters: Record<string, string>) {
  const page = pageSchema(row);
  const [items, setItems] = useState(first.items);
  const [total, setTotal] = useState(first.total ?? first.items.length);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  // Rows deleted here stay gone even when a page read before the deletion arrives afterwards.
  const deleted = useRef(new Set<number>());

  useEffect(() => {
    setItems(first.items.filter((row) => !deleted.current.has(row.id)));
    setTotal(first.total ?? first.items.length);
    setCursor(first.nextCursor);
    setFailed(false);
  }, [first]);

  const filterKey = JSON.stringify(filters);
  async function loadMore() {
    if (!cursor) return;
    setLoadingMore(true);
    setFailed(false);
    try {
      const next = await adminJson(pageUrl(path, filters, cursor), page);
      setItems((current) => {
        const known = new Set(current.map((row) => row.id));
        return [...current, ...next.items.filter((item) => !known.has(item.id))];
      });
      setCursor(next.nextCursor);
    } catch (failure) {
      if (failure instanceof Response) throw failure;
      setFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  const showNewest = useCallback(async () => {
    try {
      const newest = await adminJson(pageUrl(path, filters), page);
      setItems((current) => {
        const known = new Set(current.map((item) => item.id));
        const arrived: Row[] = [];
        for (const item of newest.items) {
          if (known.has(item.id)) break;
          arrived.push(item);
        }
        return [...arrived, ...current];
      });
      if (newest.total !== undefined) setTotal(newest.total);
    } catch (failure) {
      if (failure instanceof Response) throw failure;
    }
  }, [path, filterKey]);

  return {
    items,
    total,
    hasMore: Boolean(cursor),
    loadingMore,
    failed,
    loadMore,
    showNewest,
    removed(row: Row) {
      deleted.current.add(row.id);
      setItems((current) => current.filter((item) => item.id !== row.id));
      setTotal((current) => Math.max(0, current - 1));
    },
    replaced(row: Row) {
      setItems((current) => current.map((item) => (item.id === row.id ? row : item)));
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
