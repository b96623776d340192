/**
 * Every code the API refuses with, each with its HTTP status: the one list `ApiError` accepts
 * (docs/decisions/019-one-registry-of-error-codes.md). A refusal is `{ message, code, fields? }`;
 * clients word the code in their language, the message is the English text for API callers.
 * A text family that words refusals is typed `RefusalTexts<its codes>`, so a code added to an
 * entity's refusals without its Armenian, English and Russian texts fails the type check.
 */
export const ERROR_CODES = {
  // The request as a whole (any endpoint).
  invalid_body: 400,
  invalid_request: 400,
  invalid_query: 400,
  malformed_json: 400,
  aborted: 400,
  bad_length: 400,
  body_too_large: 413,
  unsupported_encoding: 415,
  unsupported_charset: 415,
  invalid_id: 400,
  invalid_language: 400,
  invalid_translations: 400,
  invalid_cursor: 400,
  invalid_limit: 400,
  invalid_q: 400,
  invalid_status: 400,
  invalid_date: 400,
  invalid_email: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  slug_taken: 409,
  throttled: 429,
  unavailable: 503,
  internal: 500,

  // Sign-in and accounts (features/admin-auth).
  missing_fields: 400,
  invalid_credentials: 401,
  invalid_username: 400,
  invalid_role: 400,
  password_too_short: 400,
  password_too_long: 400,
  password_weak: 400,
  password_contains_username: 400,
  wrong_password: 400,
  protected_account: 409,
  username_taken: 409,
  cannot_remove_self: 409,
  last_admin: 409,

  // Uploads (features/media-uploads).
  invalid_purpose: 400,
  invalid_media_url: 400,
  invalid_file_type: 415,
  file_size_error: 413,
  upload_not_found: 404,
  upload_used: 410,
  upload_expired: 410,
  storage_full: 507,
  storage_unavailable: 503,
  too_many_pixels: 413,

  // The media library (features/media-library).
  unknown_gallery: 400,
  unknown_item: 400,
  not_an_image: 400,
  stale_version: 409,
  in_use: 409,

  // Concerts and the seat chart (features/concerts).
  invalid_event_id: 400,
  invalid_chart_request: 400,
  invalid_back_url: 400,
  event_not_found: 404,
  chart_unavailable: 502,

  // Banners (features/banners).
  fill_required_fields_media: 400,
  fill_required_fields: 400,
  title_too_long: 400,
  invalid_target_url: 400,
  invalid_date_range: 400,
  no_banners_selected: 400,
  too_many_ids: 400,

  // Staff (features/staff).
  first_name_required: 400,
  invalid_display_order: 400,
  invalid_linkedin: 400,
  image_required: 400,

  // Coming soon (features/coming-soon).
  titles_required: 400,
  edit_required_fields: 400,
  date_required: 400,

  // Campaigns (features/campaigns).
  not_a_test_address: 400,
  test_limit: 429,
  not_draft: 409,
  not_running: 409,
  campaign_active: 409,
  archive_instead: 409,
  not_finished: 409,
  invalid_link: 400,
  no_translation: 404,

  // Inquiry replies (features/inquiries).
  reply_required: 400,
  reply_too_long: 400,

  // Newsletter (features/newsletter).
  invalid_token: 404,
  address_bounced: 410,

  // Site settings, venue facts, figures.
  invalid_settings: 400,
  invalid_test_addresses: 400,
  invalid_reply_templates: 400,
  invalid_support_texts: 400,
  invalid_accessibility_facts: 400,
  invalid_hall_facts: 400,
  invalid_page: 400,
  invalid_figures_query: 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The HTTP status a code is answered with. */
export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

/** A text family that words these codes: one text each, none missing, none unknown. */
export type RefusalTexts<C extends ErrorCode> = Readonly<Record<C, string>>;
