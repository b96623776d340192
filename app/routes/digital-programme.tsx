import { data } from "react-router";
import { eventIdSchema } from "../features/concerts/schema";
import { DigitalProgramme } from "../features/programmes/components/digital-programme";
import { publicProgramme } from "../features/programmes/programmes.server";
import { pastConcertRecord } from "../features/programmes/concert-records.server";
import { keptPageHeaders } from "../http/server-cache-policy";
import { pageLanguage } from "../i18n/page-language";
import { NotFound } from "../shell/not-found";
import { pageMeta, rootData } from "../seo/page-meta";
import type { Route } from "./+types/digital-programme";

/** Kept like the event page: every visitor reads the same programme. */
export const headers = keptPageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = eventIdSchema.safeParse(params.id);
  const { lang, known } = pageLanguage(request);
  if (!known || !id.success) throw data(null, { status: 404 });
  const [found, programme] = await Promise.all([context.catalogue.getEvent(id.data, lang), publicProgramme(context.db, id.data, lang)]);
  // A concert that has taken place keeps its programme: the hall's record stands in for the provider's listing.
  const event = found?.event ?? (programme ? await pastConcertRecord(context.db, id.data, lang).catch(() => null) : null);
  if (!event || !programme) throw data(null, { status: 404 });
  return { lang, programme, concert: { eventId: event.eventId, name: event.eventName, eventDateTime: event.eventDateTime, venue: event.venue.name } };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const concert = args.loaderData?.concert;
  if (!concert || !root) return [{ title: root?.messages.event.notFound ?? "Not found" }, { name: "robots", content: "noindex" }];
  return pageMeta(args, "event", { title: concert.name, description: args.loaderData?.programme.subtitle || concert.name, indexable: false });
};

export default function DigitalProgrammeRoute({ loaderData }: Route.ComponentProps) {
  return <DigitalProgramme {...loaderData} />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
