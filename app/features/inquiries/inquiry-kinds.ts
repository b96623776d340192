import { EMAIL_MAX_LENGTH } from "../../forms/fields";

/**
 * The four visitor inquiries (docs/product.md §8): one description each, read by the
 * validation, the API, the route actions, the forms and the live notices alike.
 */
export const INQUIRY_KINDS = ["rental", "visit", "vipBalcony", "harmony"] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

export const HALLS = ["main", "small"] as const;
export type Hall = (typeof HALLS)[number];

export type InquiryField = "name" | "surname" | "email" | "phone" | "hall" | "eventType" | "visitDate" | "groupSize" | "message";

const RENTAL_FIELDS = ["name", "email", "phone", "hall", "eventType"] as const;
const MESSAGE_FIELDS = ["name", "surname", "email", "phone", "message"] as const;
/** A tour also asks for its day and the group's size: optional (a visitor may not know them yet), checked when given. */
const VISIT_FIELDS = ["name", "surname", "email", "phone", "visitDate", "groupSize", "message"] as const;

export const OPTIONAL_FIELDS: ReadonlySet<InquiryField> = new Set(["visitDate", "groupSize"]);

/** What a refused field can be wrong with, in the order a refusal's message speaks of them: the public catalogue's `forms.problems` keys. */
export const FORM_PROBLEMS = ["required", "tooLong", "email", "phone", "hall", "visitDate", "groupSize"] as const;
export type FormProblem = (typeof FORM_PROBLEMS)[number];

export const INQUIRY_FIELDS: Record<InquiryKind, readonly InquiryField[]> = {
  rental: RENTAL_FIELDS,
  visit: VISIT_FIELDS,
  vipBalcony: MESSAGE_FIELDS,
  harmony: MESSAGE_FIELDS,
};

/** The public endpoints, under /api (docs/product.md §10). */
export const INQUIRY_API_PATH: Record<InquiryKind, string> = {
  rental: "rental-inquiry",
  visit: "visit-inquiry",
  vipBalcony: "vip-balcony-inquiry",
  harmony: "harmony-hall-inquiry",
};

/** The admin list endpoints, under /api (the plural of the public ones). */
export const INQUIRY_ADMIN_PATH: Record<InquiryKind, string> = {
  rental: "rental-inquiries",
  visit: "visit-inquiries",
  vipBalcony: "vip-balcony-inquiries",
  harmony: "harmony-hall-inquiries",
};

/** The live message types (docs/product.md §13; the Harmony one is lower case, as the admin client reads it). */
export const INQUIRY_LIVE_TYPE: Record<InquiryKind, string> = {
  rental: "NEW_RENTAL_INQUIRY",
  visit: "NEW_VISIT_INQUIRY",
  vipBalcony: "NEW_VIP_INQUIRY",
  harmony: "new_harmony_inquiry",
};

/** Longest accepted value per field: generous for people, small enough to keep abuse cheap. */
export const FIELD_MAX_LENGTH: Record<InquiryField, number> = {
  name: 100,
  surname: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  hall: 10,
  eventType: 200,
  visitDate: 10,
  groupSize: 4,
  message: 5000,
};

/**
 * An inquiry arrives as `new`; a reply sent from its admin page makes it `answered`; staff mark it
 * `handled` when nothing more is to be done (docs/product.md §11).
 */
export const INQUIRY_STATUSES = ["new", "answered", "handled"] as const;

/** The largest group a tour inquiry may name, and how far ahead its day may be. */
export const GROUP_SIZE_MAX = 500;
export const VISIT_DAYS_AHEAD = 730;

/** The longest reply staff may send from an inquiry's page. */
export const REPLY_MAX_LENGTH = 10_000;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
