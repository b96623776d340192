import { describeAdminTexts } from "../../../../tests/helpers/admin-texts";
import { PRIVACY_ADMIN_TEXTS } from "./texts";

describeAdminTexts("privacy", PRIVACY_ADMIN_TEXTS);
