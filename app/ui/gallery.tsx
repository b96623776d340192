import { useEffect, useState } from "react";
import { fill } from "../i18n/plural";
import { useLocale } from "../i18n/use-locale";
import { ModalDialog } from "./modal-dialog";

/** A gallery picture in the page's language (loaders pick the language; a page ships only its own). */
export type LocalGalleryImage = {
  /** The fallback file (the widest WebP); `sources` list every width, AVIF first. */
  src: string;
  width: number;
  height: number;
  size: "small" | "wide";
  alt: string;
  caption: string;
  sources: { type: "image/avif" | "image/webp"; srcset: string }[];
};

/**
 * The one gallery of the site (home, history, venue and gift-card pages): a grid of small and
 * wide pictures, each with its caption under it; a press opens the lightbox at that picture.
 * On a phone the mixed grid has two columns (a wide picture takes both), not one tall strip. A `strip`
 * (the home page's few pictures) shows every picture at the same size: two a row on a phone, three wider.
 */
type Columns = "mixed" | "three" | "strip";
export function Gallery({ images, columns = "mixed" }: { images: LocalGalleryImage[]; columns?: Columns }) {
  const { t } = useLocale();
  const [open, setOpen] = useState<number | null>(null);
  const grid = {
    three: "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3",
    strip: "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4",
    mixed: "grid grid-flow-dense grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4",
  }[columns];
  return (
    <>
      <ul className={grid}>
        {images.map((image, index) => (
          <li key={`${index}:${image.src}`} className={columns === "mixed" && image.size === "wide" ? "col-span-2" : "min-w-0"}>
            <figure>
              <button
                type="button"
                onClick={() => setOpen(index)}
                aria-label={fill(t.lightbox.open, { caption: image.caption })}
                className="group block w-full overflow-hidden rounded-card bg-night"
              >
                <picture className="block">
                  {image.sources.map((source) => (
                    <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizesOf(image, columns)} />
                  ))}
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                    className={`w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] ${columns !== "mixed" ? "aspect-[4/3]" : image.size === "wide" ? "aspect-[16/9] sm:h-64 sm:aspect-auto" : "aspect-[4/3] sm:h-64 sm:aspect-auto"}`}
                  />
                </picture>
              </button>
              <figcaption className="mt-2 text-sm leading-snug break-words text-muted">{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {open !== null ? <Lightbox images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** How wide a picture is shown: a phone downloads a phone-sized file. */
function sizesOf(image: LocalGalleryImage, columns: Columns): string {
  if (columns === "three") return "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
  if (columns === "strip") return "(min-width: 1280px) 400px, (min-width: 640px) 33vw, 50vw";
  return image.size === "wide" ? "(min-width: 1024px) 50vw, 100vw" : "(min-width: 1024px) 25vw, 50vw";
}

/**
 * Full-screen viewer: previous/next are hidden at the first and last picture (no wrapping),
 * arrow keys move, Escape or a press outside the picture closes, focus returns to the grid.
 */
export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: LocalGalleryImage[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
}) {
  const { t } = useLocale();
  const image = images[index];
  const hasPrevious = index > 0;
  const hasNext = index < images.length - 1;

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === "ArrowLeft" && hasPrevious) onIndex(index - 1);
      if (event.key === "ArrowRight" && hasNext) onIndex(index + 1);
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [index, hasPrevious, hasNext, onIndex]);

  if (!image) return null;
  const arrow = "absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/25";
  return (
    <ModalDialog open onClose={onClose} title={image.caption} hideTitle closeLabel={t.lightbox.close} variant="full">
      <figure
        className="relative flex h-full flex-col items-center justify-center gap-4 px-4 pb-6"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        {hasPrevious ? (
          <button type="button" className={`${arrow} left-3 sm:left-6`} onClick={() => onIndex(index - 1)} aria-label={t.lightbox.previous}>
            <svg aria-hidden="true" viewBox="0 0 12 12" className="size-4">
              <path d="M8 2L4 6l4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
        ) : null}
        <picture className="contents">
          {image.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcset} sizes="100vw" />
          ))}
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="max-h-[calc(100dvh-10rem)] w-auto max-w-full rounded-md object-contain"
          />
        </picture>
        <figcaption className="max-w-3xl text-center text-white/90">
          {image.caption}
          <span className="ml-3 text-sm text-white/70">{fill(t.lightbox.counter, { i: index + 1, n: images.length })}</span>
        </figcaption>
        {hasNext ? (
          <button type="button" className={`${arrow} right-3 sm:right-6`} onClick={() => onIndex(index + 1)} aria-label={t.lightbox.next}>
            <svg aria-hidden="true" viewBox="0 0 12 12" className="size-4">
              <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
        ) : null}
      </figure>
    </ModalDialog>
  );
}
