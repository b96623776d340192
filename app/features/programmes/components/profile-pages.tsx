import type { ReactNode } from "react";
import { type ConcertCardData, ConcertCard } from "../../concerts/public";
import { HTML_LANG, type Lang } from "../../../i18n/languages";
import { programmeTexts } from "../public-texts";

/** A library picture cut to the page's ratio (AVIF, WebP); `alt` is null when the item has none in any language. */
export type ProfilePicture = { src: string; width: number; height: number; alt: string | null; sources: { type: string; srcset: string }[] };

/** The header picture's width: 16rem beside the text for an artist, half the 80rem row (full width below lg) for a series. */
const SIZES = { square: "16rem", wide: "(min-width: 1280px) 40rem, (min-width: 1024px) 50vw, 100vw" };

/**
 * The public page of an artist or a series: picture (the library item's crop with its alt text, else the name; a
 * picture from before the library as stored), name, role or description,
 * biography, links, then the upcoming concerts the route's loader found (the concerts feature's
 * cards) or the empty state.
 */
export function ProfilePage({
  lang,
  name,
  kicker,
  text,
  imageUrl,
  picture = null,
  square,
  links = [],
  concerts,
  follow,
}: {
  lang: Lang;
  name: string;
  kicker: string;
  text: string;
  imageUrl: string | null;
  picture?: ProfilePicture | null;
  square: boolean;
  links?: string[];
  concerts: ConcertCardData[];
  /** "Follow" (features/alerts), after the upcoming concerts. */
  follow?: ReactNode;
}) {
  const t = programmeTexts(lang);
  return (
    <article lang={HTML_LANG[lang]}>
      <header className="border-b border-line bg-surface">
        <div className={`mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 ${picture || imageUrl ? (square ? "sm:grid-cols-[16rem_1fr]" : "lg:grid-cols-[1fr_1fr]") : ""}`}>
          {picture ? (
            <picture>
              {picture.sources.map((source) => (
                <source key={source.type} type={source.type} srcSet={source.srcset} sizes={square ? SIZES.square : SIZES.wide} />
              ))}
              <img
                src={picture.src}
                alt={picture.alt ?? name}
                width={picture.width}
                height={picture.height}
                className={`w-full rounded-card object-cover ${square ? "aspect-square max-w-64" : "aspect-video"}`}
              />
            </picture>
          ) : imageUrl ? (
            <img
              src={imageUrl}
              alt=""
              width={square ? 600 : 1280}
              height={square ? 600 : 720}
              className={`w-full rounded-card object-cover ${square ? "aspect-square max-w-64" : "aspect-video"}`}
            />
          ) : null}
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">{kicker}</p>
            <h1 className="mt-2 text-3xl font-semibold tracking-tight break-words text-ink sm:text-5xl">{name}</h1>
            {text ? <p className="mt-4 max-w-3xl text-lg leading-relaxed whitespace-pre-line text-ink">{text}</p> : null}
            {links.length ? (
              <ul className="mt-4 flex flex-wrap gap-4" aria-label={t.links}>
                {links.map((link) => (
                  <li key={link}>
                    <a href={link} rel="noopener noreferrer" className="inline-flex min-h-11 items-center break-all text-accent underline underline-offset-4">
                      {link.replace(/^https:\/\/(www\.)?/, "").replace(/\/$/, "")}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </header>
      <section aria-labelledby="upcoming" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="upcoming" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {t.upcoming}
        </h2>
        {concerts.length ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {concerts.map((event, index) => (
              <li key={event.eventId}>
                {/* The first card's picture is often the page's largest paint: it loads at once, as on the listing. */}
                <ConcertCard event={event} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted">{t.noUpcoming}</p>
        )}
        {follow ? <div className="mt-10 max-w-xl">{follow}</div> : null}
      </section>
    </article>
  );
}
