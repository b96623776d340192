import { describeAdminTexts } from "../../../../tests/helpers/admin-texts";
import { COMING_SOON_ADMIN_TEXTS } from "./texts";

describeAdminTexts("coming-soon", COMING_SOON_ADMIN_TEXTS);
