import { useLocale } from "../../../i18n/use-locale";
import { calendarFeedUrl } from "../calendar-feed-url";
import { CalendarIcon } from "../../../ui/icons";
import { buttonStyles } from "../../../ui/styles";

/** webcal:// hands the address to the visitor's calendar app (Apple Calendar, Outlook, Thunderbird…) instead of downloading it. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:/, "webcal:");
}

/** Google Calendar's "add by URL" screen, with the feed address filled in (it takes the webcal:// form). */
export function googleCalendarUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
}

/** "Subscribe to the calendar": the concert feed in the visitor's language, for their calendar app. */
export function CalendarSubscribe() {
  const { lang, origin, t } = useLocale();
  const feedUrl = calendarFeedUrl(origin, lang);
  const texts = t.calendarFeed;
  return (
    <section aria-labelledby="calendar-subscribe" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
      <div className="rounded-card border border-line bg-surface p-5 sm:p-6 lg:flex lg:items-center lg:justify-between lg:gap-10">
        <div className="max-w-2xl">
          <h2 id="calendar-subscribe" className="flex items-start gap-2 text-xl font-semibold tracking-tight">
            <CalendarIcon className="mt-1 size-5 shrink-0 text-accent" />
            {texts.title}
          </h2>
          <p className="mt-2 text-muted">{texts.text}</p>
          <p className="mt-3 text-sm text-muted">
            {texts.byAddress}{" "}
            <a href={feedUrl} className="font-medium break-all text-accent underline underline-offset-4 hover:text-accent-strong">
              {feedUrl}
            </a>
          </p>
        </div>
        <ul className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:mt-0 lg:shrink-0 lg:flex-col">
          <li>
            <a href={webcalUrl(feedUrl)} className={`${buttonStyles.primary} w-full`}>
              {texts.appLink}
            </a>
          </li>
          <li>
            <a href={googleCalendarUrl(feedUrl)} target="_blank" rel="noopener noreferrer" className={`${buttonStyles.secondary} w-full`}>
              {texts.googleLink}
              <span className="sr-only"> {texts.newTab}</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
