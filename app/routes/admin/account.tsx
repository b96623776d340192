import { useAdminAccount } from "../../admin/account";
import { OwnAccountScreen } from "../../features/admin-auth/own-account-screen";

export default function AdminOwnAccount() {
  return <OwnAccountScreen me={useAdminAccount()} />;
}
