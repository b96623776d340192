import { harmonyHallInquiries, rentalInquiries, vipBalconyInquiries, visitInquiries } from "../../db/schema/inquiries";
import type { InquiryKind } from "./inquiry-kinds";

/** Where each kind of inquiry is stored: read by the forms, the admin lists and the dashboard badges. */
export const INQUIRY_TABLES = {
  rental: rentalInquiries,
  visit: visitInquiries,
  vipBalcony: vipBalconyInquiries,
  harmony: harmonyHallInquiries,
} as const satisfies Record<InquiryKind, unknown>;
