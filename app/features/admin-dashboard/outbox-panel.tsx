import { fill } from "../../i18n/plural";
import { cardStyle } from "../../ui/styles";
import type { OutboxSummary } from "../../mail/message";

export type OutboxPanelTexts = {
  title: string;
  pending: string;
  failed: string;
  allSent: string;
  failedHint: string;
  lastError: string;
  loadFailed: string;
};

/** The dashboard's view of the outbox: mail still waiting, mail given up on, and the latest reason. */
export function OutboxPanel({ summary, texts }: { summary: OutboxSummary | null; texts: OutboxPanelTexts }) {
  return (
    <section aria-labelledby="outbox-title" className={`${cardStyle} space-y-2 p-5`} data-testid="outbox-panel">
      <h2 id="outbox-title" className="text-xl font-semibold">
        {texts.title}
      </h2>
      {!summary ? (
        <p className="text-sm text-muted">{texts.loadFailed}</p>
      ) : summary.pending === 0 && summary.failed === 0 ? (
        <p className="text-sm text-muted">{texts.allSent}</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {summary.pending > 0 ? <li>{fill(texts.pending, { n: summary.pending })}</li> : null}
            {summary.failed > 0 ? <li className="font-semibold text-accent">{fill(texts.failed, { n: summary.failed })}</li> : null}
          </ul>
          {summary.failed > 0 ? <p className="text-sm">{texts.failedHint}</p> : null}
          {summary.lastError ? (
            <p className="text-sm text-muted">
              {texts.lastError}: <code className="break-all">{summary.lastError}</code>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
