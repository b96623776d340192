import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { HTML_LANG, type Lang, localePath } from "../../i18n/languages";
import { useLocale } from "../../i18n/use-locale";
import type { LocalGalleryImage } from "../../ui/gallery";
import { ComposedPageFrame, type RenderedPage, ShownInEnglishNote } from "../pages/public";

export const HERO_POSTER = "/media/hero/hall-poster.webp";
// A phone gets the middle of the drawing at the hero's full height (scripts/media/pictures/hero.ts, PHONE_POSTER).
const phonePoster = (type: "avif" | "webp") => [420, 672].map((width) => `/media/hero/hall-poster-phone-w${width}.${type} ${width}w`).join(", ");
const PHONE = "(max-width: 639px)";

const BUTTON_STYLE = "inline-flex min-h-12 items-center gap-2 rounded-full bg-gold-light px-7 py-3 font-semibold text-night transition-colors hover:bg-white";

/** The hero's button: a place on the home page scrolls to it; a path of the site opens it in the page's language. */
function HeroButton({ label, href }: { label: string; href: string }) {
  const { lang } = useLocale();
  if (href.startsWith("#"))
    return (
      <a href={href} className={BUTTON_STYLE}>
        {label}
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </a>
    );
  return (
    <Link to={localePath(lang, href)} className={BUTTON_STYLE}>
      {label}
    </Link>
  );
}

/** A picture staff chose from the library, in every width the library keeps, with its alternative text in the page's language. */
function LibraryBackdrop({ image }: { image: LocalGalleryImage }) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes="100vw" />
      ))}
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" className="absolute inset-0 -z-20 size-full object-cover" />
    </picture>
  );
}

/** The hall's own poster under its looping film: the hero when staff have chosen no picture. */
function HallFilm() {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    const sync = () => {
      if (reduce.matches) element.pause();
      else void element.play().catch(() => {});
    };
    sync();
    reduce.addEventListener("change", sync);
    return () => reduce.removeEventListener("change", sync);
  }, []);

  return (
    <>
      <picture>
        <source media={PHONE} type="image/avif" srcSet={phonePoster("avif")} sizes="100vw" />
        <source media={PHONE} type="image/webp" srcSet={phonePoster("webp")} sizes="100vw" />
        <img
          src={HERO_POSTER}
          srcSet={`/media/hero/hall-poster-w960.webp 960w, ${HERO_POSTER} 1920w`}
          sizes="100vw"
          alt=""
          width={1920}
          height={1080}
          fetchPriority="high"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      </picture>
      <video
        ref={video}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        className="absolute inset-0 -z-20 size-full object-cover"
      >
        <source src="/media/hero/hall.webm" type="video/webm" />
        <source src="/media/hero/hall.mp4" type="video/mp4" />
      </video>
    </>
  );
}

/**
 * The hero (628 px high, docs/product.md §6), as staff publish it in /admin/pages/home-hero: the
 * title, the lead, the button and the picture from the library; without a picture, the hall's
 * poster paints first and stays under the video (which has no poster of its own, so the picture is
 * fetched once, in the size the screen needs); the muted, looping video starts from script only
 * when the visitor has not asked for reduced motion, so it never delays the page. A language with
 * nothing published shows the English hero with a note under it.
 */
export function Hero({ hero }: { hero: RenderedPage | null }) {
  const { t } = useLocale();
  // A database whose first versions were never seeded has no hero yet: the hall's name stands alone.
  if (!hero) return <HeroSection title={t.site.name} lead="" button={undefined} image={undefined} englishFor={null} />;
  const { title, lead, blocks } = hero.content;
  const button = blocks.find((block) => block.type === "button");
  const picture = blocks.find((block) => block.type === "picture");
  return (
    <ComposedPageFrame page={hero}>
      <HeroSection title={title} lead={lead} button={button} image={picture ? hero.pictures[picture.mediaId] : undefined} englishFor={hero.shownIn} />
      <ShownInEnglishNote page={hero} className="mx-auto mt-8 max-w-3xl sm:px-6 " />
    </ComposedPageFrame>
  );
}

type HeroParts = { title: string; lead: string; button: { label: string; href: string } | undefined; image: LocalGalleryImage | undefined; englishFor: Lang | null };

function HeroSection({ title, lead, button, image, englishFor }: HeroParts) {
  const { lang, t } = useLocale();
  return (
    <section className="relative isolate h-[628px] overflow-hidden bg-night text-white">
      {image ? <LibraryBackdrop image={image} /> : <HallFilm />}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-night via-night/75 to-night/10" />
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-center px-4 sm:px-6">
        <p lang={englishFor && englishFor !== lang ? HTML_LANG[lang] : undefined} className="eyebrow text-gold-light">
          {t.site.orchestraName}
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight sm:text-6xl">{title}</h1>
        {lead ? <p className="mt-6 max-w-xl text-lg text-white/90">{lead}</p> : null}
        {button ? (
          <p className="mt-10">
            <HeroButton label={button.label} href={button.href} />
          </p>
        ) : null}
      </div>
    </section>
  );
}
