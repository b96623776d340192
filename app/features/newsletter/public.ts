// What other features may use of the newsletter (docs/architecture.md, "Feature boundaries").
export { SUBSCRIBER_LIVE_TYPE } from "./schema";
export { NEWSLETTER_ADMIN_TEXTS } from "./admin-texts";
