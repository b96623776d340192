// What other features may use of the audit log on the server (docs/architecture.md, "Feature boundaries"): writing an entry, and the yearly clean-up the retention job runs.
export { recordAudit, removeOldAuditEntries } from "./audit.server";
