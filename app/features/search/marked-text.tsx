/** Plain text with the given [start, end) spans in <mark>; React escapes every piece. */
export function MarkedText({ text, marks }: { text: string; marks: [number, number][] }) {
  const pieces: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at || end > text.length) continue;
    if (start > at) pieces.push(text.slice(at, start));
    pieces.push(
      <mark key={start} className="rounded-sm bg-accent-soft px-0.5 text-ink">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  pieces.push(text.slice(at));
  return <>{pieces}</>;
}
