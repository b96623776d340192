import type { ShouldRevalidateFunctionArgs } from "react-router";
import { AdminLoadError } from "../../admin/load-error";
import { isDone } from "../../admin/write";
import { inquiryKindOfPath, readInquiry, readThread, runInquiryAction } from "../../features/inquiries/admin/inquiry-admin";
import { InquiryScreen } from "../../features/inquiries/admin/inquiry-screen";
import type { Route } from "./+types/inquiry";

/** One inquiry of any kind: /admin/rental-inquiries/12, /admin/visit-inquiries/3 … */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const kind = inquiryKindOfPath(new URL(request.url).pathname);
  const [inquiry, thread] = await Promise.all([readInquiry(kind, params.id), readThread(kind, params.id)]);
  return { kind, inquiry, thread };
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return runInquiryAction(inquiryKindOfPath(new URL(request.url).pathname), params.id, request);
}

/** A deleted inquiry is not read again: the screen goes back to its list. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (isDone(actionResult, "delete")) return false;
  return defaultShouldRevalidate;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminInquiry({ loaderData }: Route.ComponentProps) {
  return <InquiryScreen {...loaderData} />;
}
