// What other features may use of site-settings (docs/architecture.md, "Feature boundaries").
export { placeholderFields, SETTINGS_FIELDS, type SettingsField, TEST_ADDRESSES_MAX } from "./schema";
export { SETTINGS_ADMIN_TEXTS } from "./admin-texts";
export { fillReplyTemplate, type ReplyTemplates } from "./reply-templates";
