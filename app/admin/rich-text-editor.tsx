import { type Dispatch, type KeyboardEvent, type ReactNode, type SetStateAction, useEffect, useId, useRef, useState } from "react";
import { LANGS, type Lang, type Localised } from "../i18n/languages";
import { useAdminTexts } from "./admin-language";
import { FieldProblem } from "./form";

/**
 * The rich-text field staff write programme notes, campaign bodies and the privacy pages in: a
 * labelled editable area and a toolbar (heading, bold, italic, bulleted and numbered lists, link).
 * The toolbar is one tab stop whose buttons the arrow keys move between (WAI-ARIA toolbar pattern);
 * Ctrl/⌘+B and Ctrl/⌘+I work in the text. It answers HTML; the server cleans it with
 * `sanitiseRichText` before storing, so nothing here is trusted.
 */
export type RichTextEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
};

type Command = "heading" | "bold" | "italic" | "bulleted" | "numbered" | "link";

const COMMANDS: Command[] = ["heading", "bold", "italic", "bulleted", "numbered", "link"];

const TEXTS: Localised<Record<Command, string> & { toolbar: string; linkPrompt: string }> = {
  am: {
    toolbar: "Ձևաչափում",
    heading: "Վերնագիր",
    bold: "Թավ",
    italic: "Շեղ",
    bulleted: "Կետերով ցանկ",
    numbered: "Համարակալված ցանկ",
    link: "Հղում",
    linkPrompt: "Հղման հասցեն (https://…)",
  },
  en: {
    toolbar: "Formatting",
    heading: "Heading",
    bold: "Bold",
    italic: "Italic",
    bulleted: "Bulleted list",
    numbered: "Numbered list",
    link: "Link",
    linkPrompt: "Link address (https://…)",
  },
  ru: {
    toolbar: "Форматирование",
    heading: "Заголовок",
    bold: "Полужирный",
    italic: "Курсив",
    bulleted: "Маркированный список",
    numbered: "Нумерованный список",
    link: "Ссылка",
    linkPrompt: "Адрес ссылки (https://…)",
  },
};

const LINK_ICON = (
  <svg viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
    <path d="M6.5 9.5l3-3M7 4.5l1-1a2.5 2.5 0 013.5 3.5l-1 1M9 11.5l-1 1A2.5 2.5 0 014.5 9l1-1" />
  </svg>
);
const ICONS: Record<Command, ReactNode> = { heading: "H", bold: "B", italic: "I", bulleted: "•", numbered: "1.", link: LINK_ICON };

/** The browser's editing commands: old, but the only way to keep the caret and undo history of a contenteditable area. */
function apply(command: Command, linkPrompt: string) {
  switch (command) {
    case "heading": {
      const current = String(document.queryCommandValue("formatBlock")).toLowerCase();
      document.execCommand("formatBlock", false, current === "h3" ? "p" : "h3");
      return;
    }
    case "bold":
      document.execCommand("bold");
      return;
    case "italic":
      document.execCommand("italic");
      return;
    case "bulleted":
      document.execCommand("insertUnorderedList");
      return;
    case "numbered":
      document.execCommand("insertOrderedList");
      return;
    case "link": {
      const address = window.prompt(linkPrompt, "https://")?.trim();
      if (!address) return;
      if (!/^(https?:\/\/|mailto:|tel:)/i.test(address)) return;
      document.execCommand("createLink", false, address);
    }
  }
}

export function RichTextEditor({ id, label, value, onChange, invalid, describedBy }: RichTextEditorProps) {
  const { lang } = useAdminTexts();
  const texts = TEXTS[lang];
  const labelId = useId();
  const area = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // The area holds its own DOM while typing; only a value from outside (a reset, another record) is written into it.
  useEffect(() => {
    const element = area.current;
    if (element && element.innerHTML !== value) element.innerHTML = value;
  }, [value]);

  function run(command: Command) {
    area.current?.focus();
    apply(command, texts.linkPrompt);
    if (area.current) onChange(area.current.innerHTML);
  }

  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const last = COMMANDS.length - 1;
    const next =
      event.key === "ArrowRight" ? (focusIndex === last ? 0 : focusIndex + 1)
      : event.key === "ArrowLeft" ? (focusIndex === 0 ? last : focusIndex - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="space-y-1.5">
      <span id={labelId} className="block text-sm font-medium">
        {label}
      </span>
      <div className={`rounded-md border bg-surface ${invalid ? "border-danger" : "border-line"}`}>
        <div role="toolbar" aria-label={`${texts.toolbar}: ${label}`} aria-controls={id} onKeyDown={onToolbarKey} className="flex flex-wrap gap-1 border-b border-line p-1">
          {COMMANDS.map((command, index) => (
            <button
              key={command}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={texts[command]}
              title={texts[command]}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setFocusIndex(index);
                run(command);
              }}
              className={`inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-accent-soft ${command === "bold" ? "font-bold" : command === "italic" ? "italic" : "font-semibold"}`}
            >
              <span aria-hidden="true">{ICONS[command]}</span>
            </button>
          ))}
        </div>
        <div
          ref={area}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          onBlur={(event) => onChange(event.currentTarget.innerHTML)}
          className="prose-admin min-h-40 px-3 py-2 text-base leading-relaxed text-ink outline-offset-2 [&_a]:text-accent [&_a]:underline [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        />
      </div>
    </div>
  );
}

/**
 * One rich text per language (the legal pages, the support page's texts), each with its refusal under it. `help`:
 * the id of a hint every editor is described by besides its own problem.
 */
export function RichTextPerLanguage({
  id,
  labels,
  value,
  onChange,
  problemOf,
  help,
}: {
  id: string;
  labels: Record<Lang, string>;
  value: Record<Lang, string>;
  /** The draft's state setter: each editor changes its own language from the draft as it is then. */
  onChange: Dispatch<SetStateAction<Record<Lang, string>>>;
  problemOf(lang: Lang): string | null;
  help?: string;
}) {
  return LANGS.map((language) => {
    const problem = problemOf(language);
    const describedBy = [help, problem ? `${id}-${language}-problem` : null].filter(Boolean).join(" ");
    return (
      <div key={language}>
        <RichTextEditor
          id={`${id}-${language}`}
          label={labels[language]}
          value={value[language]}
          onChange={(html) => onChange((current) => ({ ...current, [language]: html }))}
          invalid={Boolean(problem)}
          describedBy={describedBy || undefined}
        />
        <FieldProblem id={`${id}-${language}`} message={problem} />
      </div>
    );
  });
}
