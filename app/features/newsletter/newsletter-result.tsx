import type { ReactNode } from "react";
import { Link } from "react-router";
import { localePath } from "../../i18n/languages";
import { useLocale } from "../../i18n/use-locale";
import { buttonStyles, noticeStyle } from "../../ui/styles";

/** The confirmation and unsubscribe pages' body: what happened, in a sentence or two, and the way back. */
export function NewsletterResult({ kind, title, text, children }: { kind: "success" | "error" | "info"; title?: string; text: string; children?: ReactNode }) {
  const { lang, t } = useLocale();
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-12 sm:px-6">
      <div role="status" className={kind === "info" ? "space-y-2" : `${noticeStyle[kind]} space-y-2`}>
        {title ? <h2 className="text-xl font-semibold">{title}</h2> : null}
        <p>{text}</p>
      </div>
      {children}
      <Link to={localePath(lang, "")} className={buttonStyles.secondary}>
        {t.newsletter.back}
      </Link>
    </div>
  );
}
