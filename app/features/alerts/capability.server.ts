import { capability, contribute, MAIL_HOUSEKEEPING, PAGE_CONTEXT, type Platform } from "../../capability.server";
import { hallDay, startOfHallDay } from "../../i18n/hall-time";
import type { ConcertCatalogue } from "../concerts/public.server";
import { createAlertService, type AlertService } from "./alert-service.server";
import { removeStaleAlerts } from "./alerts.server";
import { alertsApiRouter } from "./api.server";
import { type AlertWatcherOptions, createAlertWatcher } from "./watcher.server";

declare module "../../capability.server" {
  interface Tuning {
    /** The alert watcher's round interval and provider rate (tests make it quick). */
    alertWatcher?: Pick<AlertWatcherOptions, "intervalMs" | "callsPerMinute">;
  }
}

declare module "react-router" {
  interface AppLoadContext {
    alerts: AlertService;
  }
}

type Needs = Pick<Platform, "db" | "log" | "origin" | "guard" | "wakeMail" | "tuning"> & { catalogue: ConcertCatalogue; alerts: AlertService };

/** Alerts of seats, sales, changes and new concerts: the public requests, their confirmation, and the watcher that sends them. */
export const alertsCapability = capability({
  name: "alerts",
  start: ({ db, log, origin, guard, wakeMail, tuning, catalogue }: Needs) => {
    // The concerts someone waits for, looked at by one instance at a time (a lease in the database).
    const watcher = createAlertWatcher({ db, catalogue, log, origin, wakeMail, ...tuning.alertWatcher });
    watcher.start();
    return { provides: { alerts: createAlertService({ db, catalogue, guard, wakeMail }) }, stop: () => watcher.stop() };
  },
  api: [{ router: ({ alerts, db }) => alertsApiRouter({ alerts, db }) }],
  contributes: [
    contribute(PAGE_CONTEXT, ({ alerts }: Needs) => () => ({ alerts })),
    contribute(MAIL_HOUSEKEEPING, ({ db }: Needs) => () => removeStaleAlerts(db, startOfHallDay(hallDay(new Date())))),
  ],
});
