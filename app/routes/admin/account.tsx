import { useAdminAccount } from "../../admin/account";
import { readWriteRequest, sendWrite } from "../../admin/write";
import { OwnAccountScreen } from "../../features/admin-auth/own-account-screen";
import type { Route } from "./+types/account";

/** The one write of this screen: one's own password (the API ends one's other sessions). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { body } = await readWriteRequest(request);
  return sendWrite("password", "/api/admin/password", "POST", body);
}

export default function AdminOwnAccount() {
  return <OwnAccountScreen me={useAdminAccount()} />;
}
