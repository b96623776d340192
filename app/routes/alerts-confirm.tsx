import { data, Form, useNavigation } from "react-router";
import { alertConfirmLinkState, confirmAlertAddress } from "../features/alerts/alerts.server";
import { NewsletterResult as ResultPanel } from "../features/newsletter/newsletter-result";
import { useLocale } from "../i18n/use-locale";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import { buttonStyles } from "../ui/styles";
import type { Route } from "./+types/alerts-confirm";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

// As the newsletter's: opening the link changes nothing (mail scanners open links too), the
// button's POST confirms the address; a link nobody was sent, or one expired, is a 404.
const STATUS = { valid: 200, confirmed: 200, invalid: 404 } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const link = await alertConfirmLinkState(context.db, tokenOf(request));
  return data({ link }, { status: STATUS[link] });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await confirmAlertAddress(context.db, tokenOf(request));
  return data({ result }, { status: STATUS[result] });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) => pageMeta(args, "alertsConfirm", { indexable: false });

export default function AlertsConfirmRoute({ loaderData: { link }, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const busy = useNavigation().state === "submitting";
  let body;
  if (actionData?.result === "confirmed") body = <ResultPanel kind="success" title={t.alerts.confirmedTitle} text={t.alerts.confirmedText} />;
  else if (actionData || link !== "valid") body = <ResultPanel kind="error" title={t.alerts.confirmInvalidTitle} text={t.alerts.confirmInvalidText} />;
  else
    body = (
      <ResultPanel kind="info" text={t.alerts.confirmText}>
        <Form method="post">
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy ? t.alerts.confirming : t.alerts.confirmButton}
          </button>
        </Form>
      </ResultPanel>
    );
  return (
    <>
      <PageIntro page="alertsConfirm" />
      {body}
    </>
  );
}
