/** How long the record of each alert message (which address was told of which change) and the message itself are kept, in days (browser-safe: the privacy screen states it). */
export const ALERT_RECORDS_KEEP_DAYS = 90;
