import type { ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { readWriteRequest, sendWrite } from "../../admin/write";
import { artistSchema } from "../../features/artists/schema";
import { ProgrammeEditor } from "../../features/programmes/admin/programme-editor";
import { adminConcertPageSchema, programmeSchema } from "../../features/programmes/schema";
import { seriesSchema } from "../../features/series/schema";
import type { Route } from "./+types/concert-programme";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const eventId = encodeURIComponent(params.eventId);
  const [programme, artists, series, coming, past] = await Promise.all([
    adminJson(`/api/admin/concerts/${eventId}/programme`, programmeSchema),
    adminJson("/api/admin/artists", z.array(artistSchema)),
    adminJson("/api/admin/series", z.array(seriesSchema)),
    adminJson(`/api/admin/concerts?q=${eventId}&limit=1`, adminConcertPageSchema, { orNull: true }),
    adminJson(`/api/admin/concerts?q=${eventId}&limit=1&when=past`, adminConcertPageSchema, { orNull: true }),
  ]);
  return { programme, artists, series, concertName: (coming?.items[0] ?? past?.items[0])?.name ?? params.eventId };
}

/** A language tab (`?lang=`) changes what the editor shows, not what it has read. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const other = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("lang");
    return url.pathname + params;
  };
  const tabOnly = currentUrl.search !== nextUrl.search && other(currentUrl) === other(nextUrl);
  return tabOnly ? false : defaultShouldRevalidate;
}

/** The editor's one write (the editor checked it with the programme contract before submitting). */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const { body } = await readWriteRequest(request);
  return sendWrite("save", `/api/admin/concerts/${encodeURIComponent(params.eventId)}/programme`, "PUT", body);
}

export default function AdminConcertProgrammeRoute({ loaderData }: Route.ComponentProps) {
  // The drafts stay as written after a save; the preview shows what the server stored.
  return <ProgrammeEditor key={loaderData.programme.eventId} {...loaderData} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
