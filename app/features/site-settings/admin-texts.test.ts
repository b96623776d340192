import { describeAdminTexts } from "../../../tests/helpers/admin-texts";
import { SETTINGS_ADMIN_TEXTS } from "./admin-texts";

describeAdminTexts("site-settings", SETTINGS_ADMIN_TEXTS);
