import { directoryAction, directoryLoader } from "../../admin/directory-screen";
import { AdminLoadError } from "../../admin/load-error";
import { ArtistsScreen } from "../../features/artists/admin/artists-screen";
import type { Artist } from "../../features/artists/schema";
import type { Route } from "./+types/artists";

export async function clientLoader() {
  return { artists: await directoryLoader<Artist>("/api/admin/artists") };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return directoryAction(request, "/api/admin/artists");
}

export default function AdminArtistsRoute({ loaderData }: Route.ComponentProps) {
  return <ArtistsScreen artists={loaderData.artists} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
