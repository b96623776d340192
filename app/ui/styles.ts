/**
 * Shared class lists of the primitives (DESIGN.md: screens compose them, they don't restyle them).
 * Every interactive one has a visible focus ring (theme.css), hover and disabled states.
 */
export const buttonStyles = {
  primary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-accent px-6 py-2.5 text-center font-semibold text-white transition-colors duration-200 hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-accent px-6 py-2.5 text-center font-semibold text-accent transition-colors duration-200 hover:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-60",
  quiet:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 py-2 text-center font-medium text-ink transition-colors duration-200 hover:bg-accent-soft hover:text-accent-strong disabled:cursor-not-allowed disabled:opacity-60",
  /** An irreversible action (Delete): red text, a red wash on hover. */
  danger:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 py-2 text-center font-medium text-danger transition-colors duration-200 hover:bg-danger-soft disabled:cursor-not-allowed disabled:opacity-60",
  icon: "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:border-accent hover:text-accent disabled:cursor-not-allowed disabled:opacity-40",
} as const;

/** A filter chip; `aria-current` or `aria-pressed` marks the active one. */
export const chipStyle =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent aria-[current=true]:border-accent aria-[current=true]:bg-accent aria-[current=true]:text-white aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-white";

export const cardStyle = "overflow-hidden rounded-card border border-line bg-surface shadow-card";

export const sectionTitleStyle = "text-2xl font-semibold tracking-tight text-ink sm:text-3xl";

/** Text inputs, selects and text areas; `aria-invalid` marks a field the last answer named. */
export const inputStyle =
  "block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-invalid:border-danger disabled:opacity-60";

/** The answer to a submitted form. */
export const noticeStyle = {
  success: "rounded-md border border-success/30 bg-success-soft px-4 py-3 text-sm font-medium text-success",
  error: "rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger",
} as const;
