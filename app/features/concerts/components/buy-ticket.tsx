import { useState } from "react";
import { Form } from "react-router";
import { localePath } from "../../../i18n/languages";
import { useLocale } from "../../../i18n/use-locale";
import { buttonStyles } from "../../../ui/styles";
import { concertPath } from "../concert";

/** Safari and in-app browsers (Facebook, Instagram, Line, WeChat) lose or block new tabs opened after a request. */
export function navigatesInPlace(userAgent: string): boolean {
  const safari = /safari/i.test(userAgent) && !/chrome|chromium|crios|android/i.test(userAgent);
  const inApp = /FBAN|FBAV|Instagram|Line\/|MicroMessenger|; wv\)/i.test(userAgent);
  return safari || inApp;
}

/** Where the seat chart sends the visitor back to: the concert's own page, on the configured origin. */
export function ticketBackUrl(origin: string, lang: Parameters<typeof localePath>[0], eventId: string): string {
  return `${origin}${localePath(lang, concertPath({ eventId }))}`;
}

const VARIANTS = {
  /** The page's main button. */
  page: `${buttonStyles.primary} w-full px-8 text-lg sm:w-auto`,
  /** The sticky bar's and a card's: smaller, same colours. */
  compact: `${buttonStyles.primary} px-5`,
} as const;

/**
 * Buy ticket (docs/product.md §5): asks our server for the seat-chart URL and opens it
 * in a new tab; Safari and in-app browsers go there in place; a blocked pop-up asks first.
 * Without JavaScript the form posts to the concert page's action, which redirects to the chart.
 */
export function BuyTicket({
  eventId,
  soldOut,
  variant = "page",
  label,
  accessibleLabel,
}: {
  eventId: string;
  soldOut: boolean;
  variant?: keyof typeof VARIANTS;
  /** The button's text; "Buy ticket" unless given. */
  label?: string;
  /** A fuller name for screen readers where many such buttons stand side by side (cards). */
  accessibleLabel?: string;
}) {
  const { lang, t, origin } = useLocale();
  const [busy, setBusy] = useState(false);

  async function open() {
    setBusy(true);
    try {
      const response = await fetch("/api/eventhub-proxy/Event/GetChart", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ eventId, backUrl: ticketBackUrl(origin, lang, eventId), language: lang }),
      });
      const body = (await response.json().catch(() => null)) as { chartUrl?: unknown } | null;
      const url = response.ok && typeof body?.chartUrl === "string" ? body.chartUrl : null;
      if (!url) throw new Error("no chart URL");
      if (navigatesInPlace(navigator.userAgent)) {
        window.location.assign(url);
        return;
      }
      const tab = window.open(url, "_blank");
      if (tab) tab.opener = null;
      else if (window.confirm(t.event.popupBlocked)) window.location.assign(url);
    } catch {
      window.alert(t.event.chartError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      method="post"
      action={localePath(lang, concertPath({ eventId }))}
      onSubmit={(event) => {
        event.preventDefault();
        void open();
      }}
    >
      <button type="submit" disabled={busy || soldOut} aria-label={busy || soldOut ? undefined : accessibleLabel} className={VARIANTS[variant]}>
        {busy ? t.event.opening : soldOut ? t.event.soldOut : (label ?? t.event.buyTicket)}
      </button>
    </Form>
  );
}
