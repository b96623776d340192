import { useAdminTexts } from "../../admin/admin-language";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson, verifiedAccount } from "../../admin/session";
import { ProgrammeSheetScreen } from "../../features/programmes/admin/programme-sheet";
import { adminConcertPageSchema, programmeSheetSchema } from "../../features/programmes/schema";
import type { Route } from "./+types/programme-sheet";

/** A printed page: signed in like every admin screen, but outside the workspace's menu so only the sheet prints. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await verifiedAccount();
  const eventId = encodeURIComponent(params.eventId);
  const [sheet, coming, past] = await Promise.all([
    adminJson(`/api/admin/concerts/${eventId}/programme-sheet`, programmeSheetSchema),
    adminJson(`/api/admin/concerts?q=${eventId}&limit=1`, adminConcertPageSchema, { orNull: true }),
    adminJson(`/api/admin/concerts?q=${eventId}&limit=1&when=past`, adminConcertPageSchema, { orNull: true }),
  ]);
  const concert = coming?.items[0] ?? past?.items[0];
  return { sheet, concertName: concert?.name ?? params.eventId, startsAt: concert ? (concert.startsAt ?? concert.eventDateTime) : null };
}

export function HydrateFallback() {
  const { t } = useAdminTexts();
  return <p className="p-8 text-muted">{t.loading}</p>;
}

export default function AdminProgrammeSheetRoute({ loaderData }: Route.ComponentProps) {
  return <ProgrammeSheetScreen {...loaderData} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
