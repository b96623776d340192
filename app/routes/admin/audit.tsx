import { data } from "react-router";
import { AdminLoadError } from "../../admin/load-error";
import { listFilters, pageUrl } from "../../admin/paged-list";
import { adminJson } from "../../admin/session";
import { AUDIT_FILTERS, AuditScreen } from "../../features/audit/admin/audit-screen";
import { auditEntrySchema, auditFacetsSchema } from "../../features/audit/schema";
import { pageSchema } from "../../http/page";
import type { Route } from "./+types/audit";

/** Admins only. The filters live in the URL (`?actor=&entity=&from=&to=`), so a view can be reloaded and shared. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = listFilters(request.url, AUDIT_FILTERS);
  const [first, facets] = await Promise.all([
    adminJson(pageUrl("/api/admin/audit", filters), pageSchema(auditEntrySchema)),
    adminJson("/api/admin/audit/facets", auditFacetsSchema),
  ]);
  return data({ first, filters, facets });
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditScreen {...loaderData} />;
}
