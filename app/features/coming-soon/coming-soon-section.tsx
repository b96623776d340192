import { Link } from "react-router";
import { localePath } from "../../i18n/languages";
import { useLocale } from "../../i18n/use-locale";
import { cardStyle, sectionTitleStyle } from "../../ui/styles";
import { ConcertImage, concertPath, DateBadge } from "../concerts/public";
import type { CardPicture, ComingSoonCard } from "./schema";

const SIZES = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw";

/** A library picture's 16:9 crop around its focal point (AVIF, else WebP), lazy, with its alt text (none: the title beside it says it). */
function CardImage({ picture }: { picture: CardPicture }) {
  return (
    <div className="relative aspect-video overflow-hidden bg-night">
      <picture>
        {picture.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={SIZES} />
        ))}
        <img src={picture.src} alt={picture.alt ?? ""} width={picture.width} height={picture.height} loading="lazy" decoding="async" className="size-full object-cover" />
      </picture>
    </div>
  );
}

/**
 * Preview cards of concerts not on sale yet (published by staff in the admin area). A card the
 * staff gave an event id links to that concert's page, the whole card being the link.
 */
export function ComingSoonSection({ cards }: { cards: ComingSoonCard[] }) {
  const { lang, t } = useLocale();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="coming-soon" className="mt-16">
      <h2 id="coming-soon" className={sectionTitleStyle}>
        {t.concerts.comingSoon}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id} className={`group relative flex flex-col ${cardStyle} ${card.eventId ? "transition-shadow hover:shadow-lg" : ""}`}>
            <div className="relative">
              {card.picture ? <CardImage picture={card.picture} /> : <ConcertImage src={card.imageUrl} alt="" sizes={SIZES} />}
              <span className="absolute top-3 left-3 rounded-full bg-gold-light px-3 py-1 text-xs font-semibold text-night">
                {t.concerts.comingSoonNote}
              </span>
            </div>
            <div className="flex flex-1 flex-col gap-3 p-5">
              <DateBadge value={card.date} lang={lang} />
              <h3 className="text-lg leading-snug font-semibold">
                {card.eventId ? (
                  <Link to={localePath(lang, concertPath({ eventId: card.eventId }))} className="after:absolute after:inset-0 hover:text-accent">
                    {card.title}
                  </Link>
                ) : (
                  card.title
                )}
              </h3>
              <p className="mt-auto text-sm text-muted">{card.location}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
