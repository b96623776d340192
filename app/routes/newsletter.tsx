import { Link } from "react-router";
import { subscribeAction } from "../features/newsletter/page-action.server";
import { NewsletterForm } from "../features/newsletter/newsletter-form";
import { localePath } from "../i18n/languages";
import { useLocale } from "../i18n/use-locale";
import { pageMeta } from "../seo/page-meta";
import { PageIntro } from "../ui/page-intro";
import { buttonStyles, noticeStyle } from "../ui/styles";
import type { Route } from "./+types/newsletter";

// Where the footer's form lands when it is posted without JavaScript.
export const action = (args: Route.ActionArgs) => subscribeAction(args);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "newsletter");

export default function NewsletterRoute({ actionData }: Route.ComponentProps) {
  const { lang, t } = useLocale();
  return (
    <>
      <PageIntro page="newsletter" />
      <div className="mx-auto max-w-xl space-y-6 px-4 py-12 sm:px-6">
        {actionData ? (
          <p role="status" className={noticeStyle[actionData.kind]}>
            {actionData.message}
          </p>
        ) : null}
        <div className="rounded-card bg-night p-6 text-white">
          <NewsletterForm visibleLabel />
          <p className="mt-4 text-sm text-white/85">{t.newsletter.frequency}</p>
        </div>
        <Link to={localePath(lang, "")} className={buttonStyles.secondary}>
          {t.newsletter.back}
        </Link>
      </div>
    </>
  );
}
