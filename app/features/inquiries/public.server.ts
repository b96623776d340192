// What other features may read of the inquiries on the server: where each kind is stored (the dashboard counts them).
export { INQUIRY_TABLES } from "./inquiry-tables.server";
