import { adminFetch } from "../../admin/session";
import type { AdminBanner } from "../../features/banners/schema";
import { BannersScreen } from "../../features/banners/admin/banners-screen";
import type { Route } from "./+types/banners";

export async function clientLoader() {
  const response = await adminFetch("/api/advert-banners");
  return {
    banners: response.ok ? ((await response.json()) as AdminBanner[]) : null,
  };
}

export default function AdminBannersRoute({ loaderData }: Route.ComponentProps) {
  return <BannersScreen loaderData={loaderData} />;
}
