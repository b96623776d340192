import { data } from "react-router";
import { confirmSubscription } from "../features/newsletter/newsletter.server";
import { NewsletterResult } from "../features/newsletter/newsletter-result";
import { useLocale } from "../i18n/use-locale";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import type { Route } from "./+types/newsletter-confirm";

// Opening the link from the confirmation message confirms the subscription; a link nobody was sent is a 404.
export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await confirmSubscription(context.db, new URL(request.url).searchParams.get("token"));
  return data({ result }, { status: result === "confirmed" ? 200 : 404 });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) => pageMeta(args, "newsletterConfirm", { indexable: false });

export default function NewsletterConfirmRoute({ loaderData: { result } }: Route.ComponentProps) {
  const { t } = useLocale();
  return (
    <>
      <PageIntro page="newsletterConfirm" />
      {result === "confirmed" ? (
        <NewsletterResult kind="success" title={t.newsletter.confirmedTitle} text={t.newsletter.confirmedText} />
      ) : (
        <NewsletterResult kind="error" title={t.newsletter.confirmInvalidTitle} text={t.newsletter.confirmInvalidText} />
      )}
    </>
  );
}
