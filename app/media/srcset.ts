// Kept apart from galleries.ts so that pages using it do not ship every gallery's texts to the browser.

/** Responsive variants by naming convention: <name>-w480.webp, <name>-w960.webp, then the full file. */
export function srcSetFor(src: string, width: number): string {
  const match = /^(\/media\/[^?#\s]+)\.webp$/.exec(src);
  const stem = match?.[1];
  if (!stem || !Number.isFinite(width) || width <= 0) return "";
  const variants = [480, 960].filter((w) => w < width).map((w) => `${stem}-w${w}.webp ${w}w`);
  return [...variants, `${src} ${Math.round(width)}w`].join(", ");
}
