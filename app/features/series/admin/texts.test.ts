import { describeAdminTexts } from "../../../../tests/helpers/admin-texts";
import { SERIES_ADMIN_TEXTS } from "./texts";

describeAdminTexts("series", SERIES_ADMIN_TEXTS);
