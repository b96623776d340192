// What other features may use of admin-auth on the server (docs/architecture.md, "Feature boundaries").
export { FORBIDDEN, optionalAdmin, requireAdmin } from "./require-admin.server";
export { accountEmailOf } from "./accounts.server";
