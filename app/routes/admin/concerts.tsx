import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { readWriteRequest, sendWrite } from "../../admin/write";
import { ConcertsScreen } from "../../features/programmes/admin/concerts-screen";
import { adminConcertPageSchema } from "../../features/programmes/schema";
import type { Route } from "./+types/concerts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.slice(0, 200) ?? "";
  const limit = Math.min(100, Math.max(20, Number(url.searchParams.get("limit")) || 20));
  const when = url.searchParams.get("when") === "past" ? "past" : "upcoming";
  return { page: await adminJson(`/api/admin/concerts?${new URLSearchParams({ q, limit: String(limit), when })}`, adminConcertPageSchema, { orNull: true }), q, limit, when } as const;
}

/** The screen's one write: a past concert added (the dialog checked it first); its editor opens next. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { body } = await readWriteRequest(request);
  return sendWrite("add", "/api/admin/concerts", "POST", body);
}

export default function AdminConcertsRoute({ loaderData }: Route.ComponentProps) {
  return <ConcertsScreen {...loaderData} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
