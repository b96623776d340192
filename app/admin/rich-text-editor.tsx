/**
 * Rich text (HTML) that staff write: headings, paragraphs, lists, links. The server keeps only
 * what `sanitiseRichText` allows. A minimal editor with the interface the programmes screen's
 * editor will have: a labelled text area of the HTML, so a screen can move to the full editor
 * without changes.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        rows={14}
        spellCheck
        className="block min-h-48 w-full rounded-md border border-line bg-surface px-3 py-2 font-mono text-sm text-ink aria-invalid:border-danger"
      />
    </div>
  );
}
