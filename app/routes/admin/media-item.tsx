import { redirect } from "react-router";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { readWriteRequest, sendRecordWrite } from "../../admin/write";
import { ItemScreen } from "../../features/media-library/admin/item-screen";
import { MEDIA_RESOURCE } from "../../features/media-library/admin/resource";
import type { Route } from "./+types/media-item";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { item: await adminJson(`${MEDIA_RESOURCE.path}/${encodeURIComponent(params.id)}`, MEDIA_RESOURCE.record) };
}

/** Saves and deletes; after a delete the library's grid is shown. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const result = await sendRecordWrite(MEDIA_RESOURCE.path, await readWriteRequest(request));
  if (result.ok && result.intent === "delete") return redirect("/admin/media");
  return result;
}

export default function AdminMediaItemRoute({ loaderData }: Route.ComponentProps) {
  return <ItemScreen item={loaderData.item} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
