import { describeAdminTexts } from "../../../../tests/helpers/admin-texts";
import { ARTIST_ADMIN_TEXTS } from "./texts";

describeAdminTexts("artists", ARTIST_ADMIN_TEXTS);
