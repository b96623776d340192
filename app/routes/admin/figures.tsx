import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { currentAdminLang, useAdminTexts } from "../../admin/admin-language";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { FiguresScreen } from "../../features/visitor-figures/admin/figures-screen";
import { rangeFromUrl } from "../../features/visitor-figures/range";
import { figuresSchema } from "../../features/visitor-figures/schema";
import type { Route } from "./+types/figures";

/** Concert titles come in the admin's language, so it is part of the request. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const range = rangeFromUrl(new URL(request.url));
  const lang = currentAdminLang();
  const figures = await adminJson(`/api/admin/figures?from=${range.from}&to=${range.to}&lang=${lang}`, figuresSchema);
  return { range, figures, lang };
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminFigures({ loaderData }: Route.ComponentProps) {
  const { lang } = useAdminTexts();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (lang !== loaderData.lang) void revalidate();
  }, [lang, loaderData.lang, revalidate]);
  return <FiguresScreen range={loaderData.range} figures={loaderData.figures} />;
}
