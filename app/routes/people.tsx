import { PeopleGrid } from "../features/staff/components/people-grid";
import { publicStaff } from "../features/staff/public.server";
import { keptPageHeaders } from "../http/server-cache-policy";
import { pageLang } from "../i18n/page-language";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import type { Route } from "./+types/people";

/** Kept like every public page; a change to a staff record retires it (the staff reads are forgotten). */
export const headers = () => keptPageHeaders();

/** `/{lang}/people`: the orchestra's and the hall's people from the staff records, in their display order (docs/product.md §12). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { members: await publicStaff(context.db, pageLang(request)) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "people");

export default function PeopleRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page="people" />
      <PeopleGrid members={loaderData.members} />
    </>
  );
}
