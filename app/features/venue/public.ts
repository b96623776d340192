// What other features may use of venue (docs/architecture.md, "Feature boundaries"): the page sections and the venue pages' frame block pages share.
export { FactList, GallerySection, VenuePage } from "./venue-page";
