import { capability, type Platform } from "../../capability.server";
import type { ConcertCatalogue } from "../concerts/public.server";
import { adminDashboardApiRouter } from "./api.server";
import type { BadgeTile } from "./badges";
import { markTileSeen } from "./badges.server";
import { outboxAdminApiRouter } from "./outbox-api.server";

type Needs = Pick<Platform, "db"> & { catalogue: ConcertCatalogue };

/** The dashboard: its figures and badges, the outbox's admin list, and what the lists report when an admin opens them. */
export const adminDashboardCapability = capability({
  name: "admin-dashboard",
  start: ({ db }: Needs) => ({ provides: { listOpened: (adminId: number, tile: BadgeTile) => markTileSeen(db, adminId, tile) } }),
  api: [{ router: ({ db }) => outboxAdminApiRouter({ db }) }, { router: ({ db, catalogue }) => adminDashboardApiRouter({ db, catalogue }) }],
});
