// What other features may use of venue (docs/architecture.md, "Feature boundaries"): the page sections history pages share.
export { FactList, GallerySection } from "./venue-page";
