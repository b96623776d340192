import { describeAdminTexts } from "../../../../tests/helpers/admin-texts";
import { MEDIA_ADMIN_TEXTS } from "./texts";

describeAdminTexts("media library", MEDIA_ADMIN_TEXTS);
