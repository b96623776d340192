import { Link } from "react-router";
import { localePath } from "../../../i18n/languages";
import { useLocale } from "../../../i18n/use-locale";
import { cardStyle } from "../../../ui/styles";
import type { ConcertEvent } from "../concert";
import { ConcertImage } from "./concert-image";
import { DateBadge } from "./date-badge";

export function concertPath(event: Pick<ConcertEvent, "eventId">): string {
  return `/orchestra/event/${encodeURIComponent(event.eventId)}`;
}

/** One concert in a grid: poster, title, venue and date; the whole card is one link. */
export function ConcertCard({ event, headingLevel = 3, priority = false }: { event: ConcertEvent; headingLevel?: 2 | 3; priority?: boolean }) {
  const { lang, t } = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const title = event.eventName || t.concerts.untitled;
  return (
    <article className={`group relative flex h-full flex-col ${cardStyle} transition-shadow hover:shadow-lg`}>
      <ConcertImage
        src={event.imageUrl || event.bannerUrl}
        alt=""
        sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="transition-transform duration-300 group-hover:scale-[1.02]"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <DateBadge value={event.eventDateTime} lang={lang} />
        <Heading className="text-lg leading-snug font-semibold">
          <Link to={localePath(lang, concertPath(event))} className="after:absolute after:inset-0 hover:text-accent">
            {title}
          </Link>
        </Heading>
        <p className="mt-auto text-sm text-muted">{event.venue.name}</p>
      </div>
    </article>
  );
}
