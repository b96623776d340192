import { describeAdminTexts } from "../../tests/helpers/admin-texts";
import { ADMIN_CATALOGUES } from "./texts";

// The kit's own words; each feature checks its admin texts beside them (features/<x>/**/admin-texts.test.ts).
describeAdminTexts("the kit's", ADMIN_CATALOGUES);
