import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { formatEventDate } from "../../i18n/format";
import { localePath } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import { useLocale } from "../../i18n/use-locale";
import { SearchIcon } from "../../ui/icons";
import { inputStyle } from "../../ui/styles";
import { QUERY_MAX, type SearchAnswer, type SearchResult } from "./search.types";

const DEBOUNCE_MS = 120;
const SUGGESTIONS = 6;

/**
 * The search field: a plain GET form to /{lang}/search that works without JavaScript, and with
 * it an ARIA combobox whose suggestions follow the typing (arrow keys move, Enter opens, Escape
 * closes the list).
 */
export function SearchBox({ defaultQuery = "", autoFocus = false, onDone }: { defaultQuery?: string; autoFocus?: boolean; onDone?: () => void }) {
  const { lang, t } = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState(defaultQuery);
  const [suggestions, setSuggestions] = useState<SearchResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setSuggestions([]);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q, language: lang, limit: String(SUGGESTIONS) });
      fetch(`/api/search?${params}`, { signal: abort.signal })
        .then((response) => (response.ok ? (response.json() as Promise<SearchAnswer>) : null))
        .then((answer) => {
          if (!answer) return;
          setSuggestions(answer.results);
          setActive(-1);
        })
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query, lang]);

  const expanded = open && query.trim().length > 0 && suggestions.length > 0;

  function go(url: string) {
    setOpen(false);
    onDone?.();
    void navigate(url);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      // -1 is the field itself: moving past the last suggestion comes back to what was typed.
      const last = suggestions.length - 1;
      setActive((current) => (event.key === "ArrowDown" ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1));
    } else if (event.key === "Enter" && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      go(suggestions[active].url);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      } else onDone?.();
    }
  }

  const activeOption = expanded && active >= 0 && active < suggestions.length ? `${id}-option-${active}` : undefined;

  return (
    <Form method="get" action={localePath(lang, "/search")} role="search" className="relative" onSubmit={() => {
      setOpen(false);
      onDone?.();
    }}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t.search.label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={QUERY_MAX}
          placeholder={t.search.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={inputStyle}
        />
        <button type="submit" className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md bg-accent px-4 font-semibold text-white hover:bg-accent-strong">
          <SearchIcon />
          <span className="sr-only sm:not-sr-only">{t.search.submit}</span>
        </button>
      </div>
      <div hidden={!expanded} className="absolute inset-x-0 top-full z-40 mt-1 rounded-md border border-line bg-surface shadow-card">
        <ul id={listId} role="listbox" aria-label={t.search.suggestions} className="max-h-[60vh] overflow-y-auto py-1">
          {suggestions.map((result, index) => (
            <li
              key={result.url}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: it comes before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                go(result.url);
              }}
              className="cursor-pointer px-3 py-2 aria-selected:bg-accent-soft"
            >
              <span className="block font-medium text-ink">{result.title}</span>
              <span className="block text-xs text-muted">
                {t.search.kinds[result.type]}
                {result.date && ` · ${formatEventDate(new Date(result.date), lang)}`}
              </span>
            </li>
          ))}
        </ul>
        <div className="border-t border-line px-3 py-2 text-sm">
          <button type="submit" onMouseDown={(event) => event.preventDefault()} className="font-medium text-accent underline-offset-2 hover:underline">
            {fill(t.search.allResults, { query: query.trim() })}
          </button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded ? `${suggestions.length} ${t.search.suggestions}` : ""}
      </p>
    </Form>
  );
}

