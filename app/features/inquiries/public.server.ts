// What other features may read of the inquiries on the server: where each kind is stored (the dashboard counts them).
export { INQUIRY_TABLES } from "./inquiry-tables.server";
// The replies staff sent to inquiries, and the outbox kind of their mail (the privacy lookup and the retention job).
export { INQUIRY_REPLY_MAIL_KIND, repliesOf } from "./reply.server";
