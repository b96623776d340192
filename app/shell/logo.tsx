/** The hall's mark: a wine-red disc with the gold columns of the façade. Decorative; the name is text. */
export function LogoMark({ className = "size-10" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <circle cx="20" cy="20" r="20" fill="var(--color-accent)" />
      <path d="M10 14h20l-10-6z" fill="var(--color-gold-light)" />
      {[12, 16.5, 21, 25.5].map((x) => (
        <rect key={x} x={x} y="16" width="2.5" height="13" rx="0.6" fill="var(--color-gold-light)" />
      ))}
      <rect x="10" y="30" width="20" height="2.2" rx="0.6" fill="var(--color-gold-light)" />
    </svg>
  );
}
