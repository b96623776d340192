import { DEFAULT_VENUE } from "../content/venues";
import { readHallFacts } from "../features/hall-facts/public.server";
import { PlanVisitPage } from "../features/venue/plan-visit-page";
import { PLAN_VISIT_TEXTS } from "../features/venue/plan-visit-texts.server";
import { pageLang } from "../i18n/page-language";
import { pageMeta } from "../seo/page-meta";
import { useSiteContacts } from "../shell/site-contacts";
import type { Route } from "./+types/visit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLang(request);
  const facts = await readHallFacts(context.db);
  return { texts: PLAN_VISIT_TEXTS[lang], address: DEFAULT_VENUE[lang].address, officeHours: facts.ticketOffice };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "planVisit");

export default function VisitRoute({ loaderData: { texts, address, officeHours } }: Route.ComponentProps) {
  return <PlanVisitPage texts={texts} address={address} officeHours={officeHours} ticketOfficePhone={useSiteContacts().ticketOfficePhone} />;
}
