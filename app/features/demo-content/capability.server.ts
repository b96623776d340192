import { capability, type Platform } from "../../capability.server";
import { demoContentApiRouter } from "./api.server";

export const demoContentCapability = capability({ name: "demo-content", api: [{ router: ({ db }: Pick<Platform, "db">) => demoContentApiRouter({ db }) }] });
