import { data } from "react-router";
import { writeResult } from "../../admin/field-problems";
import { AdminLoadError } from "../../admin/load-error";
import { adminFetch } from "../../admin/session";
import { ProgrammeEditor } from "../../features/programmes/admin/programme-editor";
import type { Programme } from "../../features/programmes/schema";
import type { Route } from "./+types/concert-programme";

async function read<T>(path: string): Promise<T> {
  const response = await adminFetch(`${path}${path.includes("?") ? "&" : "?"}_t=${Date.now()}`, { cache: "no-store" });
  if (!response.ok) throw data({ code: response.status === 403 ? "forbidden" : "load_failed" }, { status: response.status });
  return (await response.json()) as T;
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const eventId = encodeURIComponent(params.eventId);
  const [programme, artists, series, search] = await Promise.all([
    read<Programme>(`/api/admin/concerts/${eventId}/programme`),
    read<never[]>("/api/admin/artists"),
    read<never[]>("/api/admin/series"),
    read<{ items: { eventId: string; name: string }[] }>(`/api/admin/concerts?q=${eventId}&limit=1`).catch(() => ({ items: [] })),
  ]);
  return { programme, artists, series, concertName: search.items[0]?.name ?? params.eventId };
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const response = await adminFetch(`/api/admin/concerts/${encodeURIComponent(params.eventId)}/programme`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(await request.json()),
  });
  return writeResult("save", response);
}

export default function AdminConcertProgrammeRoute({ loaderData }: Route.ComponentProps) {
  // The drafts stay as written after a save; the preview shows what the server stored.
  return <ProgrammeEditor key={loaderData.programme.eventId} {...loaderData} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
