import { AdminLoadError } from "../../admin/load-error";
import { listFilters, pageUrl } from "../../admin/paged-list";
import { keepPagesAfterRowWrite, rowWriteAction } from "../../admin/records-table";
import { inquiryStatusSchema } from "../../features/inquiries/schema";
import { pageSchema } from "../../http/page";
import { adminJson } from "../../admin/session";
import { inquiryKindOfPath, inquiryListApiPath, inquiryRecordSchema } from "../../features/inquiries/admin/inquiry-admin";
import { InquiriesScreen } from "../../features/inquiries/admin/inquiries-screen";
import type { Route } from "./+types/inquiries";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const kind = inquiryKindOfPath(new URL(request.url).pathname);
  const filters = listFilters(request.url, ["q", "status"]);
  return { kind, filters, first: await adminJson(pageUrl(inquiryListApiPath(kind), filters), pageSchema(inquiryRecordSchema)) };
}

/** A row's delete, and its status marked from the list (checked with the inquiry contract before it is sent). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const base = inquiryListApiPath(inquiryKindOfPath(new URL(request.url).pathname));
  return rowWriteAction(base, request, { status: { method: "PATCH", path: (id) => `${base}/${id}`, contract: inquiryStatusSchema } });
}

export const shouldRevalidate = keepPagesAfterRowWrite;

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  return <InquiriesScreen {...loaderData} />;
}
