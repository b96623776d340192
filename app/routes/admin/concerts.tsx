import { useAdminTexts } from "../../admin/admin-language";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { readWriteRequest, sendWrite } from "../../admin/write";
import { concertWaitingLine, waitingCountsSchema } from "../../features/alerts/admin/waiting";
import { ConcertsScreen } from "../../features/programmes/admin/concerts-screen";
import { adminConcertPageSchema } from "../../features/programmes/schema";
import type { Route } from "./+types/concerts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.slice(0, 200) ?? "";
  const limit = Math.min(100, Math.max(20, Number(url.searchParams.get("limit")) || 20));
  const when = url.searchParams.get("when") === "past" ? "past" : "upcoming";
  // With how many addresses wait on each concert (the alerts'); the list shows without it when it cannot be read.
  const [page, waiting] = await Promise.all([
    adminJson(`/api/admin/concerts?${new URLSearchParams({ q, limit: String(limit), when })}`, adminConcertPageSchema, { orNull: true }),
    adminJson("/api/admin/alerts/waiting", waitingCountsSchema, { orNull: true }),
  ]);
  return { page, waiting, q, limit, when } as const;
}

/** The screen's one write: a past concert added (the dialog checked it first); its editor opens next. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { body } = await readWriteRequest(request);
  return sendWrite("add", "/api/admin/concerts", "POST", body);
}

export default function AdminConcertsRoute({ loaderData }: Route.ComponentProps) {
  const { lang } = useAdminTexts();
  const { waiting, ...list } = loaderData;
  return <ConcertsScreen {...list} noteOf={(eventId) => concertWaitingLine(waiting, eventId, lang)} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
