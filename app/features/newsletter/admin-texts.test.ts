import { describeAdminTexts } from "../../../tests/helpers/admin-texts";
import { NEWSLETTER_ADMIN_TEXTS } from "./admin-texts";

describeAdminTexts("newsletter", NEWSLETTER_ADMIN_TEXTS);
