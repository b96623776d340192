import { adminFetch } from "../../admin/session";
import { writeRequest } from "../../admin/route-writes";
import type { AdminBanner } from "../../features/banners/schema";
import { BannersScreen } from "../../features/banners/admin/banners-screen";
import { sendBannerWrite } from "../../features/banners/admin/banner-writes";
import type { Route } from "./+types/banners";

export async function clientLoader() {
  const response = await adminFetch("/api/advert-banners");
  return {
    banners: response.ok ? ((await response.json()) as AdminBanner[]) : null,
  };
}

/** The screen's writes (create, edit, publish, bulk status, delete); the list is read again after each. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendBannerWrite(await writeRequest(request));
}

export default function AdminBannersRoute({ loaderData }: Route.ComponentProps) {
  return <BannersScreen loaderData={loaderData} />;
}
