import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../ui/styles";

/** An admin list screen's top: the title and the screen's actions (the menu beside it leads elsewhere). */
export function AdminPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{title}</h1>
      <div className="flex flex-wrap gap-3">{children}</div>
    </div>
  );
}

/** The top of a screen that leads to one neighbour (the audit log, personal data, the legal pages): title, that link, and the screen's intro. */
export function LinkedPageHeader({ title, intro, link }: { title: string; intro: string; link: { to: string; label: string } }) {
  return (
    <>
      <AdminPageHeader title={title}>
        <Link to={link.to} className={buttonStyles.secondary}>
          {link.label}
        </Link>
      </AdminPageHeader>
      <p className="max-w-2xl text-muted">{intro}</p>
    </>
  );
}

/** The way back from a screen of one record (a concert's programme, a page, the figures) to the screen it was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm text-accent underline">
      {children}
    </Link>
  );
}
