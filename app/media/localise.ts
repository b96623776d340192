import type { Lang } from "../i18n/languages";
import type { LocalGalleryImage } from "../ui/gallery";
import { GALLERIES } from "./galleries";

/** A gallery with only the page's language, for a loader to hand to the page. */
export function localGallery(name: keyof typeof GALLERIES, lang: Lang): LocalGalleryImage[] {
  return GALLERIES[name].map((image) => ({
    src: image.src,
    width: image.width,
    height: image.height,
    size: image.size,
    alt: image.alt[lang],
    caption: image.caption[lang],
  }));
}
