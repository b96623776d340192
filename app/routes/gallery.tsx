import { pageGallery } from "../features/media-library/public.server";
import { keptPageHeaders } from "../http/server-cache-policy";
import { pageLang } from "../i18n/page-language";
import { pageMeta } from "../seo/page-meta";
import { Gallery } from "../ui/gallery";
import { PageIntro } from "../ui/page-intro";
import type { Route } from "./+types/gallery";

/** Kept like every public page. */
export const headers = () => keptPageHeaders();

/** `/{lang}/gallery`: the whole home gallery, whose first pictures the home page shows (docs/product.md §6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { gallery: await pageGallery(context.db, "home", pageLang(request)) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "gallery");

export default function GalleryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page="gallery" />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <Gallery images={loaderData.gallery} />
      </section>
    </>
  );
}
