import { useCallback, useEffect, useState } from "react";
import { isLang, localePath } from "../../i18n/languages";
import { fill } from "../../i18n/plural";
import { useLocale } from "../../i18n/use-locale";
import type { PublicBanner } from "./schema";

/** A looping carousel turns every 3 seconds (docs/product.md §4). */
export const BANNER_AUTOPLAY_MS = 3_000;

/** `eager`: fetched even while its slide is hidden, so the next slide never opens on an empty box. */
function BannerMedia({ banner, playing, eager = false, onReady }: { banner: PublicBanner; playing: boolean; eager?: boolean; onReady?(): void }) {
  const { lang } = useLocale();
  // A site path without a language ("/concerts") opens in the visitor's language.
  const href =
    banner.targetUrl.startsWith("/") && !isLang(banner.targetUrl.split("/")[1]) ? localePath(lang, banner.targetUrl) : banner.targetUrl || undefined;
  const media =
    banner.mediaType === "video" ? (
      <video
        ref={(video) => {
          if (video && video.readyState >= 2) onReady?.();
        }}
        src={banner.mediaUrl}
        muted
        loop
        playsInline
        autoPlay={playing}
        preload={eager ? "auto" : "metadata"}
        aria-label={banner.title}
        onLoadedData={onReady}
        onError={onReady}
        className="size-full object-cover"
      />
    ) : (
      <img
        ref={(image) => {
          // Loaded before the page hydrated: no load event will come.
          if (image?.complete) onReady?.();
        }}
        src={banner.mediaUrl}
        alt={banner.title}
        width={1080}
        height={1920}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        onLoad={onReady}
        onError={onReady}
        className="size-full object-cover"
      />
    );
  return (
    <a href={href} className="block aspect-[9/16] overflow-hidden rounded-card bg-night shadow-card">
      {media}
    </a>
  );
}

/**
 * The banner column (docs/product.md §4): one banner shows plainly; several loop with previous/next, dots and
 * a 3-second autoplay that pauses on hover or focus, under reduced motion, or by the pause button.
 */
export function BannerCarousel({ banners }: { banners: PublicBanner[] }) {
  const { t } = useLocale();
  const [index, setIndex] = useState(0);
  // The slide on screen: the chosen one once its picture has loaded, until then the one before it
  // (never an empty box while the next picture arrives); after a second it shows anyway.
  const [shown, setShown] = useState(0);
  const [ready, setReady] = useState<ReadonlySet<number>>(() => new Set());
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

  const target = banners[index];
  useEffect(() => {
    if (!target || ready.has(target.id)) return setShown(index);
    const timer = setTimeout(() => setShown(index), 1_000);
    return () => clearTimeout(timer);
  }, [index, target, ready]);

  if (count === 0) return null;
  if (count === 1) return <BannerMedia banner={banners[0]!} playing={!reducedMotion} />;

  const move = (by: number) => setIndex((current) => (current + by + count) % count);
  const control = "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface hover:border-accent hover:text-accent";
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
            {/* The chosen slide, the one on screen and the next one load; each stays loaded once seen. */}
            <BannerMedia
              banner={banner}
              playing={!reducedMotion}
              eager={i === index || i === shown || i === (index + 1) % count}
              onReady={() => markReady(banner.id)}
            />
          </div>
        ))}
      </div>
      <div className="mt-3 flex items-center justify-between gap-2">
        <button type="button" className={control} aria-label={t.banners.previous} onClick={() => move(-1)}>
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
        <button type="button" className={control} aria-label={t.banners.next} onClick={() => move(1)}>
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
            <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </div>
      <p className="mt-2 text-center">
        <button type="button" className="min-h-11 px-3 text-sm text-muted underline underline-offset-4 hover:text-accent" onClick={() => setPaused(!paused)}>
          {paused ? t.banners.play : t.banners.pause}
        </button>
      </p>
    </section>
  );
}
