// What other features may use of the newsletter on the server: its double opt-in's tokens (the alerts confirm the same way).
export { hashToken, newConfirmToken, readToken } from "./newsletter.server";
