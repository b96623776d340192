import { describeAdminTexts } from "../../../tests/helpers/admin-texts";
import { ACCOUNT_ADMIN_TEXTS } from "./admin-texts";

describeAdminTexts("admin-auth", ACCOUNT_ADMIN_TEXTS);
