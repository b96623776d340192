import { data, Form, useNavigation } from "react-router";
import { stopAlerts, stopLinkLanguage } from "../features/alerts/alerts.server";
import { NewsletterResult as ResultPanel } from "../features/newsletter/newsletter-result";
import { useLocale } from "../i18n/use-locale";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import { buttonStyles } from "../ui/styles";
import type { Route } from "./+types/alerts-unsubscribe";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

// The page behind the stop links of alert mail: opening it changes nothing (mail scanners open
// links too); one button stops this alert, the other every alert of the address.
export async function loader({ request, context }: Route.LoaderArgs) {
  const valid = (await stopLinkLanguage(context.db, tokenOf(request))) !== null;
  return data({ valid, all: new URL(request.url).searchParams.get("all") === "1" }, { status: valid ? 200 : 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = new URLSearchParams(await request.text());
  const all = form.get("scope") === "all";
  const result = await stopAlerts(context.db, tokenOf(request), all);
  return data({ result, all }, { status: result === "stopped" ? 200 : 404 });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) => pageMeta(args, "alertsStop", { indexable: false });

export default function AlertsStopRoute({ loaderData: { valid, all }, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const busy = useNavigation().state === "submitting";
  let body;
  if (actionData?.result === "stopped") body = <ResultPanel kind="success" title={t.alerts.stoppedTitle} text={actionData.all ? t.alerts.stoppedAll : t.alerts.stoppedOne} />;
  else if (actionData || !valid) body = <ResultPanel kind="error" text={t.alerts.stopInvalid} />;
  else
    body = (
      <ResultPanel kind="info" text={t.alerts.stopText}>
        <Form method="post" className="flex flex-wrap gap-3">
          <button type="submit" name="scope" value="one" disabled={busy} className={all ? buttonStyles.secondary : buttonStyles.primary}>
            {busy ? t.alerts.stopping : t.alerts.stopOne}
          </button>
          <button type="submit" name="scope" value="all" disabled={busy} className={all ? buttonStyles.primary : buttonStyles.secondary}>
            {busy ? t.alerts.stopping : t.alerts.stopAll}
          </button>
        </Form>
      </ResultPanel>
    );
  return (
    <>
      <PageIntro page="alertsStop" />
      {body}
    </>
  );
}
