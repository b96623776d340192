import { useCallback, useEffect, useState } from "react";
import { isLang, localePath } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import { useLocale } from "../../i18n/use-locale";
import { srcSetFor } from "../../media/srcset";
import { buttonStyles } from "../../ui/styles";
import type { PublicBanner } from "./schema";

/** A looping carousel turns every 3 seconds (docs/product.md §4). */
export const BANNER_AUTOPLAY_MS = 3_000;

/** The strip spans the listing's width: the page's padding on a phone, at most the 7xl column less its padding. */
const STRIP_SIZES = "(min-width: 80rem) 1232px, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)";

/**
 * One banner as a short strip: its picture cropped behind its headline and a button in the page's
 * language. The picture is drawn only once `load` is set (a slide never shown costs nothing); the
 * first slide's picture comes first among the page's requests.
 */
function BannerSlide({
  banner,
  load,
  priority,
  playing,
  onReady,
}: {
  banner: PublicBanner;
  load: boolean;
  priority: boolean;
  playing: boolean;
  onReady?(): void;
}) {
  const { lang, t } = useLocale();
  // A site path without a language ("/concerts") opens in the visitor's language.
  const href = banner.targetUrl.startsWith("/") && !isLang(banner.targetUrl.split("/")[1]) ? localePath(lang, banner.targetUrl) : banner.targetUrl || undefined;
  const image = {
    ref: (element: HTMLImageElement | null) => {
      // Loaded before the page hydrated: no load event will come.
      if (element?.complete) onReady?.();
    },
    loading: priority ? ("eager" as const) : ("lazy" as const),
    fetchPriority: priority ? ("high" as const) : ("auto" as const),
    decoding: "async" as const,
    onLoad: onReady,
    onError: onReady,
    className: "absolute inset-0 size-full object-cover",
  };
  const { picture } = banner;
  const media = !load ? null : banner.mediaType === "video" ? (
    <video
      ref={(video) => {
        if (video && video.readyState >= 2) onReady?.();
      }}
      src={banner.mediaUrl}
      muted
      loop
      playsInline
      autoPlay={playing}
      preload={priority ? "auto" : "metadata"}
      aria-hidden="true"
      onLoadedData={onReady}
      onError={onReady}
      className="absolute inset-0 size-full object-cover"
    />
  ) : picture ? (
    // A library picture: its 2:1 crop around the focal point, AVIF else WebP, in the width the screen needs.
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={STRIP_SIZES} />
      ))}
      {/* The WebP widths on the image too: an image the browser makes before it sits in its <picture> (a slide drawn
          after hydration) would otherwise fetch `src`, the widest, at once. */}
      <img {...image} src={picture.src} srcSet={picture.sources.at(-1)?.srcset} sizes={STRIP_SIZES} width={picture.width} height={picture.height} alt={picture.alt} />
    </picture>
  ) : (
    // A picture stored before the library: the headline says what it shows, so the picture itself is decoration.
    <img {...image} src={banner.mediaUrl} srcSet={srcSetFor(banner.mediaUrl, 1080) || undefined} sizes={STRIP_SIZES} alt="" />
  );
  return (
    <div data-banner-strip="" className="relative h-44 overflow-hidden rounded-card bg-night shadow-card sm:h-48 lg:h-56">
      {media}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-night/95 via-night/70 to-night/10 sm:bg-gradient-to-r sm:via-night/60" />
      <div className="relative flex h-full flex-col items-start justify-end gap-3 p-4 sm:max-w-xl sm:justify-center sm:p-8">
        <p className="line-clamp-2 text-lg leading-snug font-semibold text-white sm:text-2xl">
          {banner.title}
        </p>
        {href ? (
          // The whole strip answers a tap. The link's text names the headline too (for screen readers only), so a
          // list of links, or a search engine, reads where it leads, not a bare "Learn more".
          <a href={href} className={`${buttonStyles.primary} min-h-10 py-2 after:absolute after:inset-0`}>
            {t.banners.more}
            <span className="sr-only">: {banner.title}</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The banner strip above the listing (docs/product.md §4): one banner shows plainly; several loop with
 * previous/next, dots and a 3-second autoplay that pauses on hover or focus, under reduced motion, or by
 * the pause button.
 */
export function BannerCarousel({ banners }: { banners: PublicBanner[] }) {
  const { t } = useLocale();
  const [index, setIndex] = useState(0);
  // The slide on screen: the chosen one once its picture has loaded, until then the one before it
  // (never an empty box while the next picture arrives); after a second it shows anyway.
  const [shown, setShown] = useState(0);
  const [ready, setReady] = useState<ReadonlySet<number>>(() => new Set());
  // Slides ever chosen: only their pictures are fetched, and each stays loaded once fetched.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const markReady = useCallback((id: number) => setReady((current) => (current.has(id) ? current : new Set(current).add(id))), []);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  const count = banners.length;

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const update = () => setReducedMotion(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const autoplay = count > 1 && !paused && !hovered && !reducedMotion;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, count]);

  useEffect(() => setChosen((current) => (current.has(index) ? current : new Set(current).add(index))), [index]);

  const target = banners[index];
  useEffect(() => {
    if (!target || ready.has(target.id)) return setShown(index);
    const timer = setTimeout(() => setShown(index), 1_000);
    return () => clearTimeout(timer);
  }, [index, target, ready]);

  if (count === 0) return null;
  if (count === 1) return <BannerSlide banner={banners[0]!} load priority playing={!reducedMotion} />;

  const move = (by: number) => setIndex((current) => (current + by + count) % count);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.banners.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div aria-live={autoplay ? "off" : "polite"}>
        {banners.map((banner, i) => (
          <div key={banner.id} role="group" aria-roledescription="slide" aria-label={fill(t.banners.slide, { i: i + 1, n: count })} hidden={i !== shown}>
            <BannerSlide banner={banner} load={chosen.has(i) || i === index} priority={i === 0} playing={!reducedMotion} onReady={() => markReady(banner.id)} />
          </div>
        ))}
      </div>
      <div className="mt-2 flex items-center justify-center gap-1">
        <button type="button" className={buttonStyles.icon} aria-label={paused ? t.banners.play : t.banners.pause} onClick={() => setPaused(!paused)}>
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
            {paused ? <path d="M3 2l7 4-7 4z" fill="currentColor" /> : <path d="M3.5 2v8M8.5 2v8" stroke="currentColor" strokeWidth="1.8" />}
          </svg>
        </button>
        <button type="button" className={buttonStyles.icon} aria-label={t.banners.previous} onClick={() => move(-1)}>
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
            <path d="M8 2L4 6l4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
        <div className="flex items-center">
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              aria-label={fill(t.banners.goTo, { n: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              onClick={() => setIndex(i)}
              className="group inline-flex size-8 items-center justify-center"
            >
              <span className={`block size-2.5 rounded-full transition-colors ${i === index ? "bg-accent" : "bg-line group-hover:bg-muted"}`} />
            </button>
          ))}
        </div>
        <button type="button" className={buttonStyles.icon} aria-label={t.banners.next} onClick={() => move(1)}>
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
            <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </div>
    </section>
  );
}
