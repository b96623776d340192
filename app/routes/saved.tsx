import { SavedConcerts } from "../features/saved-concerts/saved-page";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import type { Route } from "./+types/saved";

// What is saved lives in the visitor's browser: the page is the same for everyone and for no index.
export const meta: Route.MetaFunction = (args) => pageMeta(args, "saved", { indexable: false });

export default function SavedRoute() {
  return (
    <>
      <PageIntro page="saved" />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <SavedConcerts />
      </div>
    </>
  );
}
