// What other features and routes may use of staff on the server (docs/architecture.md, "Feature boundaries").
/** The members as the people page shows them, in one language and display order. */
export { publicStaff } from "./staff.server";
