import { AdminLoadError } from "../../admin/load-error";
import { listFilters, pageUrl } from "../../admin/paged-list";
import { keepPagesAfterRowWrite, rowWriteAction } from "../../admin/records-table";
import { adminJson } from "../../admin/session";
import { SUBSCRIBERS_API, subscriberSchema, SubscribersScreen } from "../../features/newsletter/admin/subscribers-screen";
import { pageSchema } from "../../http/page";
import type { Route } from "./+types/subscribers";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = listFilters(request.url);
  return { filters, first: await adminJson(pageUrl(SUBSCRIBERS_API, filters), pageSchema(subscriberSchema)) };
}

/** A subscriber deleted from the list. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return rowWriteAction(SUBSCRIBERS_API, request);
}

export const shouldRevalidate = keepPagesAfterRowWrite;

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  return <SubscribersScreen {...loaderData} />;
}
