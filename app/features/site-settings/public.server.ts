// What other features may use of site-settings on the server.
export { loadContactSettings } from "./settings.server";
