import { Link } from "react-router";
import { formatPrice } from "../../../i18n/format";
import { localePath } from "../../../i18n/languages";
import { fill } from "../../../i18n/plural";
import { useLocale } from "../../../i18n/use-locale";
import { cardStyle } from "../../../ui/styles";
import { availability, type ConcertCardData, concertPath } from "../concert";
import { BuyTicket } from "./buy-ticket";
import { useCardAddon } from "./card-addon";
import { ConcertImage } from "./concert-image";
import { DateBadge } from "./date-badge";

export { concertPath };

/**
 * One concert in a grid: poster, title, venue and date, and what people choose by when the
 * catalogue knows it (the price range, sold out or few seats left) and, with a published
 * programme, its first performer and first work. The title's link covers the
 * card; the Tickets button stands above it.
 */
export function ConcertCard({ event, headingLevel = 3, priority = false }: { event: ConcertCardData; headingLevel?: 2 | 3; priority?: boolean }) {
  const { lang, t } = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const title = event.eventName || t.concerts.untitled;
  const seats = availability(event.availaibleCount ?? null);
  const price = event.price;
  const Addon = useCardAddon();
  return (
    <article className={`group relative flex h-full flex-col ${cardStyle} transition-shadow hover:shadow-lg`}>
      <ConcertImage
        src={event.imageUrl}
        alt=""
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="transition-transform duration-300 group-hover:scale-[1.02]"
      />
      {/* Above the title's link, which covers the card. */}
      {Addon ? (
        <div className="absolute top-3 right-3 z-10">
          <Addon event={event} title={title} />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <DateBadge value={event.eventDateTime} lang={lang} />
        <Heading className="text-lg leading-snug font-semibold">
          <Link to={localePath(lang, concertPath(event))} className="after:absolute after:inset-0 hover:text-accent">
            {title}
          </Link>
        </Heading>
        {event.performer || event.work ? (
          <p className="-mt-1 text-sm">
            {event.performer ? <span className="block font-medium">{event.performer}</span> : null}
            {event.work ? <span className="block text-muted italic">{event.work}</span> : null}
          </p>
        ) : null}
        <p className="text-sm text-muted">{event.venueName}</p>
        {price || seats ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {price ? (
              <span className="font-medium">
                <span className="sr-only">{t.event.price}: </span>
                <span className="whitespace-nowrap">{formatPrice(price, lang)}</span>
              </span>
            ) : null}
            {seats ? (
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${seats === "soldOut" ? "bg-ink text-white" : "bg-accent-soft text-accent-strong"}`}>
                {seats === "soldOut" ? t.event.soldOut : t.event.fewSeats}
              </span>
            ) : null}
          </p>
        ) : null}
        {seats === "soldOut" ? null : (
          <div className="relative z-10 mt-auto pt-1">
            <BuyTicket eventId={event.eventId} soldOut={false} variant="compact" label={t.event.tickets} accessibleLabel={fill(t.event.ticketsFor, { title })} />
          </div>
        )}
      </div>
    </article>
  );
}
