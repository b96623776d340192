// What other features may use of venue (docs/architecture.md, "Feature boundaries"): the page sections history pages share.
export { GallerySection } from "./venue-page";
