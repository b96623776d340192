import { useAdminTexts } from "../../admin/admin-language";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { PagesListScreen } from "../../features/pages/admin/pages-list";
import { PAGES_ADMIN_TEXTS } from "../../features/pages/admin/texts";
import { pagesListSchema } from "../../features/pages/schema";
import type { Route } from "./+types/pages";

export const clientLoader = async () => ({ pages: await adminJson("/api/admin/pages", pagesListSchema) });

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminPages({ loaderData: { pages } }: Route.ComponentProps) {
  const { lang } = useAdminTexts();
  const texts = PAGES_ADMIN_TEXTS[lang];
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold tracking-tight">{texts.title}</h1>
      <p className="max-w-2xl text-muted">{texts.intro}</p>
      <PagesListScreen pages={pages} />
    </div>
  );
}
