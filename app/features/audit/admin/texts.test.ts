import { describeAdminTexts } from "../../../../tests/helpers/admin-texts";
import { AUDIT_ADMIN_TEXTS } from "./texts";

describeAdminTexts("audit", AUDIT_ADMIN_TEXTS);
