import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { readWriteRequest, sendOwnWrite } from "../../admin/write";
import { PRIVACY_WRITES } from "../../features/privacy/admin/privacy-actions";
import { PrivacyScreen } from "../../features/privacy/admin/privacy-screen";
import { personDataSchema, personQuerySchema, retentionStatusSchema } from "../../features/privacy/schema";
import type { Route } from "./+types/privacy";

/** Admins only: an editor's 403 shows as the not-allowed state. `?email=` is the address looked up. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const email = new URL(request.url).searchParams.get("email")?.trim() ?? "";
  const checked = email ? personQuerySchema.safeParse({ email }) : null;
  const [retention, person] = await Promise.all([
    adminJson("/api/admin/privacy/retention", retentionStatusSchema),
    checked?.success ? adminJson(`/api/admin/privacy/person?email=${encodeURIComponent(checked.data.email)}`, personDataSchema) : null,
  ]);
  return {
    email,
    emailInvalid: Boolean(checked && !checked.success),
    person,
    retention,
  };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendOwnWrite(await readWriteRequest(request), PRIVACY_WRITES);
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminPrivacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyScreen {...loaderData} />;
}
