/** A quiet progress indicator; the text is for everyone, the ring is decoration. */
export function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-10 text-muted">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-line border-t-accent" />
      {label}
    </p>
  );
}
