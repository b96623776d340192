import { describeAdminTexts } from "../../../tests/helpers/admin-texts";
import { DASHBOARD_ADMIN_TEXTS } from "./admin-texts";

describeAdminTexts("admin-dashboard", DASHBOARD_ADMIN_TEXTS);
