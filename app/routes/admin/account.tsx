import { adminWriteAction } from "../../admin/router-writes";
import { useAdminAccount } from "../../admin/account";
import { OwnAccountScreen } from "../../features/admin-auth/own-account-screen";

/** The screen's writes go through the router: its fetcher submits them here (app/admin/router-writes.ts). */
export const clientAction = adminWriteAction;

export default function AdminOwnAccount() {
  return <OwnAccountScreen me={useAdminAccount()} />;
}
