import { splitRanges } from "../i18n/format";

/** A text whose ranges of figures ("10:00–17:30") never break at their dash. */
export function UnbrokenRanges({ text }: { text: string }) {
  return (
    <>
      {splitRanges(text).map((part, index) =>
        part.range ? (
          <span key={index} className="whitespace-nowrap">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
