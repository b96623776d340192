// What other features may use of the audit log in the browser (docs/architecture.md, "Feature boundaries"): the stored codes in staff's words.
export { actionWords, thingWords } from "./admin/staff-words";
