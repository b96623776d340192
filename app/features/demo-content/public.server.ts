// What other features may use of demo-content on the server.
export { demoContentCounts } from "./demo-content.server";
