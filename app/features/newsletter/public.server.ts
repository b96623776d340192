// What other features may use of the newsletter on the server: its double opt-in's tokens (the alerts confirm the same way).
export { hashToken, NEWSLETTER_UNSUBSCRIBE_PATH, newConfirmToken, ONE_CLICK_UNSUBSCRIBE_PATH, readToken } from "./newsletter.server";
