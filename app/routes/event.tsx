import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { ticketBackUrl } from "../features/concerts/components/buy-ticket";
import { EventDetails } from "../features/concerts/components/event-details";
import { EventProblem } from "../features/concerts/components/event-problem";
import { eventIdSchema } from "../features/concerts/schema";
import { PROVIDER_LANG } from "../eventhub/provider-schema";
import { localePath } from "../i18n/languages";
import { pageMeta, rootData } from "../seo/page-meta";
import { musicEventStructuredData } from "../features/concerts/structured-data";
import { ProgrammeStory, StatusNotice } from "../features/programmes/components/programme-view";
import { programmeStory } from "../features/programmes/structured-story";
import { publicProgramme } from "../features/programmes/programmes.server";
import { pastConcertRecord, tookPlace } from "../features/programmes/concert-records.server";
import type { Route } from "./+types/event";
import { pageLang } from "../i18n/page-language";
import { SaveConcertButton } from "../features/saved-concerts/public";
import { useLocale } from "../i18n/use-locale";
import { AlertForm, offeredKinds } from "../features/alerts/public";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLang(request);
  const id = eventIdSchema.safeParse(params.id);
  if (!id.success) throw data({ problem: "invalid" as const }, { status: 400 });
  const [found, programme] = await Promise.all([context.catalogue.getEvent(id.data, lang), publicProgramme(context.db, id.data, lang).catch(() => null)]);
  // The provider no longer lists a concert once it has taken place: the hall's record of it stands in.
  const concert = found?.event ?? (await pastConcertRecord(context.db, id.data, lang).catch(() => null));
  if (!concert) throw data({ problem: "notFound" as const }, { status: 404 });
  const past = tookPlace(concert.startsAt);
  if (past && !programme) throw data({ problem: "gone" as const }, { status: 410 });
  // The page shows the description's HTML; its plain text serves only the meta description, so
  // only the part that uses travels in the page's hydration data.
  const event = { ...concert, descriptionText: metaDescription(concert.descriptionText), ...(past ? { availaibleCount: null } : {}) };
  return { event, programme, lang, past };
}

const metaDescription = (text: string) => text.replace(/\s+/g, " ").slice(0, 155);

/** Buy ticket without JavaScript: the form posts here and the visitor is sent to the seat chart. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const lang = pageLang(request);
  const id = eventIdSchema.safeParse(params.id);
  if (!id.success) throw data({ problem: "invalid" as const }, { status: 400 });
  const origin = context.origin;
  try {
    const backUrl = ticketBackUrl(origin, lang, id.data);
    const chartUrl = await context.catalogue.getChart({ eventId: id.data, backUrl, language: PROVIDER_LANG[lang] });
    return redirect(chartUrl);
  } catch {
    throw data({ problem: "chart" as const }, { status: 502 });
  }
}

export const meta: Route.MetaFunction = (args) => {
  const event = args.loaderData?.event;
  const root = rootData(args.matches);
  if (!event || !root) return [{ title: root?.messages.event.notFound ?? "Event not found" }, { name: "robots", content: "noindex" }];
  const pageUrl = `${root.origin}${args.location.pathname}`;
  return pageMeta(args, "event", {
    title: event.eventName || root.messages.concerts.untitled,
    description: metaDescription(event.descriptionText),
    image: event.imageUrl || undefined,
    structuredData: [
      musicEventStructuredData(event, pageUrl, root.origin, root.messages.site.name, programmeStory(args.loaderData?.programme ?? null, root.origin), {
        past: args.loaderData?.past ?? false,
      }),
    ],
  });
};

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  const { event, programme, lang, past } = loaderData;
  const { t } = useLocale();
  const save = <SaveConcertButton eventId={event.eventId} title={event.eventName || t.concerts.untitled} variant="labelled" />;
  const offered = past ? [] : offeredKinds(event.availaibleCount, programme?.status ?? "scheduled");
  const alerts = <AlertForm key={event.eventId} target={{ kind: "concert", eventId: event.eventId, offered }} />;
  if (!programme) return <EventDetails event={event} pictureAddon={save} alerts={alerts} />;
  const digital = localePath(lang, `/orchestra/event/${encodeURIComponent(event.eventId)}/programme`);
  return (
    <EventDetails
      event={event}
      past={past}
      pictureAddon={past ? undefined : save}
      alerts={alerts}
      notice={<StatusNotice programme={programme} lang={lang} />}
      story={<ProgrammeStory programme={programme} lang={lang} digitalHref={digital} keepOffline={!past} />}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // 400 and 404 are the answers about the id; anything else (a failed request after the page has
  // started, the provider failing) means the details could not be loaded.
  const status = isRouteErrorResponse(error) ? error.status : null;
  const chart = isRouteErrorResponse(error) && (error.data as { problem?: string } | null)?.problem === "chart";
  const problem = chart ? "chart" : status === 400 ? "invalid" : status === 404 ? "notFound" : status === 410 ? "gone" : "loadFailed";
  return <EventProblem kind={problem} />;
}
