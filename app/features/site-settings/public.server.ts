// What other features may use of site-settings on the server.
export { loadContactSettings } from "./settings.server";
/** The one reading of the saved contacts for every public reader (pages, mail): cached, forgotten when an admin saves. */
export { publicContacts } from "./settings.server";
/** The staff addresses a campaign test may go to. */
export { loadTestAddresses } from "./settings.server";
/** The starting texts of inquiry replies (the inquiry page's reply box). */
export { loadReplyTemplates } from "./settings.server";
/** The support page's text in one language (rich text, cleaned when saved): cached, forgotten when an admin saves. */
export { publicSupportText } from "./settings.server";
