import { describeAdminTexts } from "../../../../tests/helpers/admin-texts";
import { BANNER_ADMIN_TEXTS } from "./texts";

describeAdminTexts("banners", BANNER_ADMIN_TEXTS);
