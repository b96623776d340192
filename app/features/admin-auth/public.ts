// What other features may use of admin-auth, in the browser and on the server (docs/architecture.md, "Feature boundaries").
export { ADMIN_ROLES, type AdminRole, hasRole, isAdminRole } from "./roles";
