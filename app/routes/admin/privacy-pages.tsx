import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { writeLegalPage } from "../../features/privacy/admin/privacy-actions";
import { LegalPagesScreen } from "../../features/privacy/admin/legal-pages-screen";
import { legalPageDataSchema } from "../../features/privacy/schema";
import type { Route } from "./+types/privacy-pages";

/** `?page=privacy|terms` (the privacy policy when absent or unknown). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = new URL(request.url).searchParams.get("page") === "terms" ? "terms" : "privacy";
  return {
    data: await adminJson(`/api/admin/privacy/pages/${page}`, legalPageDataSchema),
  };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return writeLegalPage(request);
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminPrivacyPages({ loaderData }: Route.ComponentProps) {
  return <LegalPagesScreen key={loaderData.data.page} data={loaderData.data} />;
}
