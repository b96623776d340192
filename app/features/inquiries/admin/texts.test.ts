import { describeAdminTexts } from "../../../../tests/helpers/admin-texts";
import { INQUIRY_ADMIN_TEXTS } from "./texts";

describeAdminTexts("inquiries", INQUIRY_ADMIN_TEXTS);
