// What other features may use of the inquiries (docs/architecture.md, "Feature boundaries"): the four kinds and their names.
export { INQUIRY_ADMIN_PATH, INQUIRY_KINDS, INQUIRY_LIVE_TYPE, type InquiryKind } from "./inquiry-kinds";
