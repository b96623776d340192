import { data } from "react-router";
import { AdminLoadError } from "../../admin/load-error";
import { adminFetch } from "../../admin/session";
import { ConcertsScreen } from "../../features/programmes/admin/concerts-screen";
import type { AdminConcertPage } from "../../features/programmes/schema";
import type { Route } from "./+types/concerts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.slice(0, 200) ?? "";
  const limit = Math.min(100, Math.max(20, Number(url.searchParams.get("limit")) || 20));
  const response = await adminFetch(`/api/admin/concerts?${new URLSearchParams({ q, limit: String(limit) })}`, { cache: "no-store" });
  if (response.status === 403) throw data({ code: "forbidden" }, { status: 403 });
  return { page: response.ok ? ((await response.json()) as AdminConcertPage) : null, q, limit };
}

export default function AdminConcertsRoute({ loaderData }: Route.ComponentProps) {
  return <ConcertsScreen {...loaderData} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
