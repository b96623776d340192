import { capability, type Platform } from "../../capability.server";
import { siteSettingsApiRouter } from "./api.server";

export const siteSettingsCapability = capability({ name: "site-settings", api: [{ router: ({ db }: Pick<Platform, "db">) => siteSettingsApiRouter({ db }) }] });
