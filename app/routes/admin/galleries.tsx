import { z } from "zod";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { readWriteRequest, refused, sendWrite } from "../../admin/write";
import { GalleriesScreen } from "../../features/media-library/admin/galleries-screen";
import { isGalleryKey } from "../../features/media-library/public";
import { adminGallerySchema, galleryInputSchema } from "../../features/media-library/schema";
import type { Route } from "./+types/galleries";

const galleryKeySchema = z.object({ key: z.string() });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const asked = new URL(request.url).searchParams.get("key");
  const key = isGalleryKey(asked) ? asked : "home";
  return { gallery: await adminJson(`/api/admin/galleries/${key}`, adminGallerySchema) };
}

/** A gallery's whole list, in order. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { intent, body } = await readWriteRequest(request);
  const key = galleryKeySchema.safeParse(body).data?.key;
  if (!isGalleryKey(key)) return refused(intent, "unknown_gallery");
  return sendWrite(intent, `/api/admin/galleries/${key}`, "PUT", body, { contract: galleryInputSchema });
}

export default function AdminGalleriesRoute({ loaderData }: Route.ComponentProps) {
  return <GalleriesScreen gallery={loaderData.gallery} />;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}
