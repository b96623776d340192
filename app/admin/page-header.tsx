import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAdminTexts } from "./admin-language";

/** An admin list screen's top: the way back to the dashboard, the title and the screen's actions. */
export function AdminPageHeader({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useAdminTexts();
  return (
    <>
      <Link to="/admin" className="text-sm text-accent underline">
        {t.backToDashboard}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </>
  );
}
