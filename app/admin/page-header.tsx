import type { ReactNode } from "react";

/** An admin list screen's top: the title and the screen's actions (the menu beside it leads elsewhere). */
export function AdminPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{title}</h1>
      <div className="flex flex-wrap gap-3">{children}</div>
    </div>
  );
}
