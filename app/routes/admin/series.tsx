import { directoryAction, directoryLoader } from "../../admin/directory-screen";
import { AdminLoadError } from "../../admin/load-error";
import { SeriesScreen } from "../../features/series/admin/series-screen";
import type { Series } from "../../features/series/schema";
import type { Route } from "./+types/series";

export async function clientLoader() {
  return { series: await directoryLoader<Series>("/api/admin/series") };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return directoryAction(request, "/api/admin/series");
}

export default function AdminSeriesRoute({ loaderData }: Route.ComponentProps) {
  return <SeriesScreen series={loaderData.series} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
