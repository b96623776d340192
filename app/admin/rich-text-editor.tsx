import { inputStyle } from "../ui/styles";

/**
 * Stand-in for the rich text editor the programmes work brings (same props): a labelled text area
 * for the HTML itself. The server keeps only headings, paragraphs, emphasis, lists, links and
 * pictures it accepts, whatever is typed here.
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
        rows={8}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`${inputStyle} font-mono text-sm`}
      />
    </div>
  );
}
