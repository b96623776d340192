import { describeAdminTexts } from "../../../../tests/helpers/admin-texts";
import { STAFF_ADMIN_TEXTS } from "./texts";

describeAdminTexts("staff", STAFF_ADMIN_TEXTS);
