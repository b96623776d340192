import { type ReactNode, useRef } from "react";
import { Link } from "react-router";
import { formatEventDateText, formatPrice } from "../../../i18n/format";
import { localePath } from "../../../i18n/languages";
import { fill, plural } from "../../../i18n/plural";
import { useLocale } from "../../../i18n/use-locale";
import { mapsHref } from "../../../site-config";
import { CalendarIcon } from "../../../ui/icons";
import { buttonStyles, sectionTitleStyle } from "../../../ui/styles";
import { availability, type ConcertDetails } from "../concert";
import { descriptionWithoutPrice, descriptionWithoutProgram } from "../event-parsers";
import { Artists } from "./artists";
import { BuyTicket } from "./buy-ticket";
import { ConcertImage } from "./concert-image";
import { DateBadge } from "./date-badge";
import { StickyBuyBar } from "./sticky-buy-bar";

/** The venue and its address, which opens in the phone's map app (as on the plan-your-visit page). */
function VenueWithAddress({ name, address }: { name: string; address: string }) {
  const { t } = useLocale();
  return (
    <span className="flex flex-wrap gap-x-2">
      <span className="font-medium text-ink">{name}</span>
      <a
        href={mapsHref(address)}
        target="_blank"
        rel="noopener noreferrer"
        title={t.event.openAddressInMaps}
        className="underline decoration-dotted underline-offset-4 hover:text-accent-strong"
      >
        <span className="sr-only">{t.event.openAddressInMaps}: </span>
        {address}
      </a>
    </span>
  );
}

/**
 * The event page (docs/product.md §5). A concert that has taken place (`past`) keeps its story and facts and
 * says when it took place, without seats, Buy ticket or the calendar. The hall's own story of the concert, when it has one, comes
 * from the route: `notice` (a status or change notice) under the title, `story` (the programme) in
 * place of the programme guessed from the provider's text. `pictureAddon` (the Save control) is laid
 * over the picture, so its arrival after hydration moves nothing.
 */
export function EventDetails({
  event,
  notice,
  story,
  pictureAddon,
  past = false,
  alerts,
}: {
  event: ConcertDetails;
  notice?: ReactNode;
  story?: ReactNode;
  pictureAddon?: ReactNode;
  past?: boolean;
  /** "Notify me" (features/alerts), under the concert's facts. */
  alerts?: ReactNode;
}) {
  const { lang, t } = useLocale();
  const { facts } = event;
  const soldOut = event.availaibleCount === 0;
  const title = event.eventName || t.concerts.untitled;
  const buyButton = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  // The programme has its own box and the price its own fact: "About the concert" leaves them out.
  const withoutProgram = facts.program ? descriptionWithoutProgram(event.eventDescription) : event.eventDescription;
  const about = facts.price ? descriptionWithoutPrice(withoutProgram) : withoutProgram;
  const guessedProgram = story ? null : facts.program;
  return (
    <article className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">
      <Link to={localePath(lang, "/concerts")} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-accent hover:underline">
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
          <path d="M8 2L4 6l4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        {t.event.back}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
        <div className="relative overflow-hidden rounded-card">
          {/* Without a picture, the hall's drawn placeholder. */}
          <ConcertImage src={event.bannerUrl || event.imageUrl} alt={title} sizes="(min-width: 1024px) 60vw, 100vw" priority />
          {pictureAddon ? <div className="absolute top-3 right-3">{pictureAddon}</div> : null}
        </div>
        <div className="flex flex-col gap-5">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
          {notice}
          {past ? <p className="rounded-card border border-line bg-surface px-4 py-3 font-medium">{fill(t.event.tookPlace, { date: formatEventDateText(event.eventDateTime, lang) })}</p> : null}
          <div className="flex flex-wrap items-center gap-3">
            <span className="rounded-full border border-line bg-surface px-4 py-2">
              <DateBadge value={event.eventDateTime} lang={lang} />
            </span>
            {event.availaibleCount !== null && !past ? (
              <span
                className={`rounded-full px-4 py-2 text-sm font-semibold ${soldOut ? "bg-ink text-white" : "bg-accent-soft text-accent-strong"}`}
              >
                {soldOut ? t.event.soldOut : plural(lang, event.availaibleCount, t.event.seats)}
              </span>
            ) : null}
            {/* Its own pill: "Few seats left" is a sentence of its own, not the end of the count's. */}
            {event.availaibleCount !== null && !past && availability(event.availaibleCount) === "few" ? (
              <span className="rounded-full bg-accent px-4 py-2 text-sm font-semibold text-white">{t.event.fewSeats}</span>
            ) : null}
          </div>
          <p className="text-muted">
            <span className="sr-only">{t.event.venue}: </span>
            <VenueWithAddress name={event.venue.name} address={event.venue.address} />
          </p>
          {past ? null : (
            <div ref={buyButton} className="flex flex-wrap items-center gap-3">
              <BuyTicket eventId={event.eventId} soldOut={soldOut} />
              {event.startsAt ? (
                <a href={`${localePath(lang, `/orchestra/event/${encodeURIComponent(event.eventId)}`)}/calendar.ics`} download className={buttonStyles.quiet}>
                  <CalendarIcon />
                  {t.event.addToCalendar}
                </a>
              ) : null}
            </div>
          )}
          <dl className="grid gap-4 border-t border-line pt-5 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">{t.event.date}</dt>
              <dd className="font-medium">{formatEventDateText(event.eventDateTime, lang)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t.event.venue}</dt>
              <dd className="font-medium">
                {event.venue.name}
                <br />
                <span className="font-normal text-muted">{event.venue.address}</span>
              </dd>
            </div>
            {facts.price ? (
              <div>
                <dt className="text-muted">{t.event.price}</dt>
                <dd className="font-medium">{formatPrice(facts.price, lang)}</dd>
              </div>
            ) : null}
            {facts.minAge !== null ? (
              <div>
                <dt className="text-muted">{t.event.minAge}</dt>
                <dd className="font-medium">{fill(t.event.minAgeValue, { age: facts.minAge })}</dd>
              </div>
            ) : null}
            {facts.festival ? (
              <div>
                <dt className="text-muted">{t.event.festival}</dt>
                <dd className="font-medium">{facts.festival}</dd>
              </div>
            ) : null}
          </dl>
          {alerts}
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-12">
        {about ? (
          <section aria-labelledby="about-concert">
            <h2 id="about-concert" className={sectionTitleStyle}>
              {t.event.about}
            </h2>
            {/* Sanitised on the server (app/eventhub/normalize.server.ts): formatting tags only. */}
            <div className="mt-4 space-y-4 text-lg leading-relaxed [&_a]:text-accent [&_a]:underline" dangerouslySetInnerHTML={{ __html: about }} />
          </section>
        ) : null}
        {guessedProgram ? (
          <section aria-labelledby="program" className="self-start rounded-card border border-line bg-surface p-6">
            <h2 id="program" className="text-xl font-semibold">
              {t.event.program}
            </h2>
            <p className="mt-4 whitespace-pre-line leading-relaxed">{guessedProgram}</p>
          </section>
        ) : null}
      </div>
      {story}
      {story ? null : <Artists performers={event.performers} />}
      {soldOut || past ? null : (
        <>
          {/* Room for the bar above the end of the concert; once this is in view the bar leaves. */}
          <div ref={end} aria-hidden="true" className="h-16 md:hidden" />
          <StickyBuyBar event={event} mainButton={buyButton} end={end} />
        </>
      )}
    </article>
  );
}

