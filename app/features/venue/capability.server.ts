import { capability, type Platform } from "../../capability.server";
import { venueApiRouter } from "./api.server";

export const venueCapability = capability({ name: "venue", api: [{ router: ({ db }: Pick<Platform, "db">) => venueApiRouter({ db }) }] });
