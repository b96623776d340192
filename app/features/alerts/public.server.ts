// What other features may use of the alerts on the server (docs/architecture.md, "Feature boundaries").
export { removeOldAlertRecords } from "./alert-records.server";
