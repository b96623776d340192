import { useState } from "react";
import { formatDate } from "../i18n/format";
import { hallClock, hallTimeToInstant } from "../i18n/hall-time";
import type { Lang } from "../i18n/languages";
import { fill } from "../i18n/plural";
import { buttonStyles, inputStyle } from "../ui/styles";
import { useAdminTexts } from "./admin-language";

/**
 * The parts of a published document's screen that the page editor and the hall facts share
 * (docs/decisions/030-publishing-drafts-versions-schedules.md): the publish time on the hall's clock
 * and the versions with their restore.
 */

/** An instant as the hall's clock shows it ("1 Dec 2026, 09:00"). */
export function hallDateTime(iso: string, lang: Lang): string {
  const instant = new Date(iso);
  const clock = hallClock(instant);
  return `${formatDate(instant, lang)}, ${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
}

/** A `datetime-local` value read as Yerevan time, as an ISO instant; null when it is not one. */
export function hallInstant(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return hallTimeToInstant({ year: year!, month: month!, day: day! }, hour, minute).toISOString();
}

/** "Publish at (Yerevan time)" and its button: `onSchedule` gets the instant, or null for a value that is not a time. */
export function ScheduleField({ id, label, button, disabled, onSchedule }: { id: string; label: string; button: string; disabled: boolean; onSchedule(at: string | null): void }) {
  const [when, setWhen] = useState("");
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input id={id} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} className={inputStyle} />
      </div>
      <button type="button" disabled={disabled || !when} className={buttonStyles.secondary} onClick={() => onSchedule(hallInstant(when))}>
        {button}
      </button>
    </div>
  );
}

type Version = { id: number; number: number; at: string; by: string };

/** A document's versions, newest first, each with what changed (`summary`) and its Restore button. */
export function VersionList<V extends Version>({
  id,
  versions,
  summary,
  busy,
  onRestore,
  texts,
}: {
  id: string;
  versions: readonly V[];
  summary(version: V): string;
  busy: boolean;
  onRestore(version: V): void;
  texts: { history: string; versionLine: string; restore: string; restoreLabel: string; noVersions?: string };
}) {
  const { lang } = useAdminTexts();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {texts.history}
      </h2>
      {!versions.length && texts.noVersions ? <p className="text-muted">{texts.noVersions}</p> : null}
      <ol className="divide-y divide-line rounded-card border border-line bg-surface">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div>
              <p className="font-medium">{fill(texts.versionLine, { number: version.number, date: hallDateTime(version.at, lang), by: version.by })}</p>
              <p className="text-sm text-muted">{summary(version)}</p>
            </div>
            <button type="button" className={buttonStyles.quiet} disabled={busy} aria-label={fill(texts.restoreLabel, { number: version.number })} onClick={() => onRestore(version)}>
              {texts.restore}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
