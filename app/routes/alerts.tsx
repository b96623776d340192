import { data, Link } from "react-router";
import { pageLang } from "../i18n/page-language";
import { localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import { buttonStyles, noticeStyle } from "../ui/styles";
import type { Route } from "./+types/alerts";

/** A form post is a few hundred bytes; anything far larger is refused unread. */
const MAX_FORM_BYTES = 16 * 1024;

/**
 * Where "Notify me" and "Follow" land when posted without JavaScript: each checked choice is one
 * request to the same service as the API; the page shows the answer and leads back to the page
 * the form was on (a path of this site only).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = pageLang(request);
  const text = await request.text();
  if (text.length > MAX_FORM_BYTES) throw data(null, { status: 413 });
  const form = new URLSearchParams(text.replaceAll("\0", ""));
  const back = form.get("back") ?? "";
  const backPath = new RegExp(`^/${lang}/[\\w/.-]*$`).test(back) ? back : localePath(lang, "/concerts");
  const fields = Object.fromEntries([...form.entries()].filter(([name]) => name !== "kind"));
  const kinds = form.getAll("kind");
  let outcome = null;
  for (const kind of kinds.length ? kinds : [""]) {
    outcome = await context.alerts.request({ ...fields, kind }, { lang, clientKey: context.clientIp, origin: context.origin });
    if (!outcome.body.success) break;
  }
  const { success, message } = outcome!.body;
  return data({ kind: success ? ("success" as const) : ("error" as const), message, back: backPath }, { status: outcome!.status });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = (args) => pageMeta(args, "alerts", { indexable: false });

export default function AlertsRoute({ actionData }: Route.ComponentProps) {
  const { lang, t } = useLocale();
  return (
    <>
      <PageIntro page="alerts" />
      <div className="mx-auto max-w-xl space-y-6 px-4 py-12 sm:px-6">
        {actionData ? (
          <p role="status" className={noticeStyle[actionData.kind]}>
            {actionData.message}
          </p>
        ) : (
          <p>{t.alerts.intro}</p>
        )}
        <Link to={actionData?.back ?? localePath(lang, "/concerts")} className={buttonStyles.secondary}>
          {t.alerts.back}
        </Link>
      </div>
    </>
  );
}
