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
      {/* The list is known only after hydration (it is this browser's): its room is kept meanwhile, so nothing below moves. */}
      <div className="mx-auto min-h-64 max-w-3xl px-4 py-10 sm:px-6">
        <SavedConcerts />
      </div>
    </>
  );
}
