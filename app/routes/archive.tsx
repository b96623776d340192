import { ArchiveView } from "../features/programmes/components/archive-view";
import { ARCHIVE_QUERY_PARAMS, parseArchiveQuery } from "../features/programmes/archive";
import { archivePage } from "../features/programmes/archive.server";
import { keptPageHeaders } from "../http/server-cache-policy";
import { pageLang } from "../i18n/page-language";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import type { Route } from "./+types/archive";

/** Kept like every public page, keyed on the filters it reads. */
export const headers = () => keptPageHeaders(ARCHIVE_QUERY_PARAMS);

/** `/{lang}/archive`: the concerts that have taken place, filtered on the server from the URL (docs/product.md §5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = pageLang(request);
  const query = parseArchiveQuery(new URL(request.url).searchParams);
  return { page: await archivePage(context.db, lang, query) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "archive");

export default function ArchiveRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page="archive" />
      <ArchiveView page={loaderData.page} />
    </>
  );
}
