import { z } from "zod";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { readWriteRequest, refused, sendWrite, type WriteResult } from "../../admin/write";
import { LibraryScreen } from "../../features/media-library/admin/library-screen";
import { MEDIA_RESOURCE } from "../../features/media-library/admin/resource";
import { mediaPageSchema } from "../../features/media-library/schema";
import type { Route } from "./+types/media";

const uploadsSchema = z.object({ uploads: z.array(z.string()) });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const query = { q: url.searchParams.get("q")?.trim() ?? "", missingAlt: url.searchParams.get("missingAlt") ?? "" };
  const params = new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...(query.missingAlt ? { missingAlt: query.missingAlt } : {}) });
  return { query, page: await adminJson(`${MEDIA_RESOURCE.path}?${params}`, mediaPageSchema, { orNull: true }) };
}

/** Uploads made in the screen become library items, one create each; the first refusal is the answer. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<WriteResult> {
  const { intent, body } = await readWriteRequest(request);
  const asked = uploadsSchema.safeParse(body);
  if (!asked.success) return refused(intent, "invalid_request");
  let last: WriteResult = { ok: true, intent };
  for (const upload of asked.data.uploads) {
    last = await sendWrite(intent, MEDIA_RESOURCE.path, "POST", { upload }, { contract: MEDIA_RESOURCE.input });
    if (!last.ok) return last;
  }
  return last;
}

export default function AdminMediaRoute({ loaderData }: Route.ComponentProps) {
  return <LibraryScreen page={loaderData.page} query={loaderData.query} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
