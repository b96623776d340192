import { describeAdminTexts } from "../../../../tests/helpers/admin-texts";
import { VENUE_ADMIN_TEXTS } from "./texts";

describeAdminTexts("venue", VENUE_ADMIN_TEXTS);
