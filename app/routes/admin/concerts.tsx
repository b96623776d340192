import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { ConcertsScreen } from "../../features/programmes/admin/concerts-screen";
import { adminConcertPageSchema } from "../../features/programmes/schema";
import type { Route } from "./+types/concerts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.slice(0, 200) ?? "";
  const limit = Math.min(100, Math.max(20, Number(url.searchParams.get("limit")) || 20));
  return { page: await adminJson(`/api/admin/concerts?${new URLSearchParams({ q, limit: String(limit) })}`, adminConcertPageSchema, { orNull: true }), q, limit };
}

export default function AdminConcertsRoute({ loaderData }: Route.ComponentProps) {
  return <ConcertsScreen {...loaderData} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
