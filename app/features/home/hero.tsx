import { useEffect, useRef } from "react";
import { useLocale } from "../../i18n/use-locale";

export const HERO_POSTER = "/media/hero/hall-poster.webp";
// A phone gets the middle of the drawing at the hero's full height (scripts/media/pictures/hero.ts, PHONE_POSTER).
const phonePoster = (type: "avif" | "webp") => [420, 672].map((width) => `/media/hero/hall-poster-phone-w${width}.${type} ${width}w`).join(", ");
const PHONE = "(max-width: 639px)";

/**
 * The hero (628 px high, docs/product.md §6): the picture paints first and stays under the video (which has
 * no poster of its own, so the picture is fetched once, in the size the screen needs); the muted, looping
 * video starts from script only when the visitor has not asked for reduced motion, so it never delays the page.
 */
export function Hero() {
  const { t } = useLocale();
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
    <section className="relative isolate h-[628px] overflow-hidden bg-night text-white">
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
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-night via-night/75 to-night/10" />
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-center px-4 sm:px-6">
        <p className="eyebrow text-gold-light">{t.site.orchestraName}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight sm:text-6xl">{t.site.name}</h1>
        <p className="mt-6 max-w-xl text-lg text-white/90">{t.pages.home.description}</p>
        <p className="mt-10">
          <a
            href="#upcoming"
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-gold-light px-7 py-3 font-semibold text-night transition-colors hover:bg-white"
          >
            {t.concerts.explore}
            <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
              <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </a>
        </p>
      </div>
    </section>
  );
}
