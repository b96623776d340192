import { adminWriteAction } from "../../admin/router-writes";
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

/** The screen's writes go through the router: its fetcher submits them here (app/admin/router-writes.ts). */
export const clientAction = adminWriteAction;

export default function AdminBannersRoute({ loaderData }: Route.ComponentProps) {
  return <BannersScreen loaderData={loaderData} />;
}
