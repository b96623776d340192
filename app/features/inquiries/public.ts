// What other features may use of the inquiries (docs/architecture.md, "Feature boundaries"): the four kinds, their names and the admin words for them.
export { INQUIRY_ADMIN_PATH, INQUIRY_KINDS, INQUIRY_LIVE_TYPE, type InquiryKind } from "./inquiry-kinds";
export { INQUIRY_ADMIN_TEXTS } from "./admin/texts";
