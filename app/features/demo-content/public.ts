// What other features may use of demo-content (docs/architecture.md, "Feature boundaries").
export type { DemoContent } from "./demo-content";
