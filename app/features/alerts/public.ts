// What other features and routes may use of the alerts (docs/architecture.md, "Feature boundaries").
export { AlertForm, ALERTS_FORM_PATH } from "./alert-form";
export { offeredKinds } from "./alert-kinds";
export { ALERT_RECORDS_KEEP_DAYS } from "./alert-retention";
