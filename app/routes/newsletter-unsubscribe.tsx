import { data, Form, useNavigation } from "react-router";
import { unsubscribe, unsubscribeLinkLanguage } from "../features/newsletter/newsletter.server";
import { NewsletterResult } from "../features/newsletter/newsletter-result";
import { useLocale } from "../i18n/use-locale";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import { buttonStyles } from "../ui/styles";
import type { Route } from "./+types/newsletter-unsubscribe";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

// Opening the link changes nothing (mail scanners open links too); the button posts.
// A link nobody was sent, or one already used, is a 404.
export async function loader({ request, context }: Route.LoaderArgs) {
  const valid = (await unsubscribeLinkLanguage(context.db, tokenOf(request))) !== null;
  return data({ valid }, { status: valid ? 200 : 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await unsubscribe(context.db, tokenOf(request));
  return data({ result }, { status: result === "removed" ? 200 : 404 });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) => pageMeta(args, "newsletterUnsubscribe", { indexable: false });

export default function NewsletterUnsubscribeRoute({ loaderData: { valid }, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  let body;
  if (actionData?.result === "removed") body = <NewsletterResult kind="success" title={t.newsletter.unsubscribedTitle} text={t.newsletter.unsubscribedText} />;
  else if (actionData || !valid) body = <NewsletterResult kind="error" text={t.newsletter.unsubscribeInvalid} />;
  else
    body = (
      <NewsletterResult kind="info" text={t.newsletter.unsubscribeText}>
        <Form method="post">
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy ? t.newsletter.unsubscribing : t.newsletter.unsubscribeButton}
          </button>
        </Form>
      </NewsletterResult>
    );
  return (
    <>
      <PageIntro page="newsletterUnsubscribe" />
      {body}
    </>
  );
}
