import { data, Form, useNavigation } from "react-router";
import { confirmLinkState, confirmSubscription } from "../features/newsletter/newsletter.server";
import { NewsletterResult } from "../features/newsletter/newsletter-result";
import { useLocale } from "../i18n/use-locale";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import { buttonStyles } from "../ui/styles";
import type { Route } from "./+types/newsletter-confirm";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

// Opening the link changes nothing (mail scanners open links too): the page asks for a click, and
// the button's POST confirms. A link nobody was sent, or one expired, is a 404; the link of an
// address whose mail server has since refused our mail (bounced) is a 410 that says so.
const STATUS = { valid: 200, confirmed: 200, invalid: 404, bounced: 410 } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const link = await confirmLinkState(context.db, tokenOf(request));
  return data({ link }, { status: STATUS[link] });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await confirmSubscription(context.db, tokenOf(request));
  return data({ result }, { status: STATUS[result] });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) => pageMeta(args, "newsletterConfirm", { indexable: false });

export default function NewsletterConfirmRoute({ loaderData: { link }, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  let body;
  if (actionData?.result === "confirmed") body = <NewsletterResult kind="success" title={t.newsletter.confirmedTitle} text={t.newsletter.confirmedText} />;
  else if (actionData?.result === "bounced" || (!actionData && link === "bounced"))
    body = <NewsletterResult kind="error" title={t.newsletter.confirmBouncedTitle} text={t.newsletter.confirmBouncedText} />;
  else if (actionData || link !== "valid") body = <NewsletterResult kind="error" title={t.newsletter.confirmInvalidTitle} text={t.newsletter.confirmInvalidText} />;
  else
    body = (
      <NewsletterResult kind="info" text={t.newsletter.confirmText}>
        <Form method="post">
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy ? t.newsletter.confirming : t.newsletter.confirmButton}
          </button>
        </Form>
      </NewsletterResult>
    );
  return (
    <>
      <PageIntro page="newsletterConfirm" />
      {body}
    </>
  );
}
