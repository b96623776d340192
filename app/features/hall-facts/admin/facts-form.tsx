import { useEffect, useId, useState } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { AdminForm, FieldProblem, FormNotice, useAdminForm, useProblems } from "../../../admin/form";
import { hallDateTime, ScheduleField, VersionList } from "../../../admin/publishing";
import { formatNumber } from "../../../i18n/format";
import { fill } from "../../../i18n/plural";
import { buttonStyles, inputStyle, noticeStyle } from "../../../ui/styles";
import { SEAT_AREAS, seatTotal, WEEKDAYS } from "../fact-keys";
import { type FactsState, type FactsVersion, type HallFacts, hallFactsSchema, HALL_FACTS_REFUSALS } from "../schema";
import { HALL_FACTS_TEXTS } from "../texts";
import { HALL_FACTS_ADMIN_TEXTS } from "./texts";

type Path = (string | number)[];

/** `facts` with the value at `path` replaced (a copy; the form's state is never changed in place). */
function setAt<T>(facts: T, path: Path, value: unknown): T {
  if (!path.length) return value as T;
  const [head, ...rest] = path;
  const container = (Array.isArray(facts) ? [...facts] : { ...(facts as object) }) as Record<string | number, unknown>;
  container[head!] = setAt(container[head!], rest, value);
  return container as T;
}

/** Whether two drafts hold the same facts (the contract's output has one key order); one that does not pass differs. */
const sameFacts = (a: unknown, b: unknown) => {
  const [left, right] = [hallFactsSchema.safeParse(a), hallFactsSchema.safeParse(b)];
  return left.success && right.success && JSON.stringify(left.data) === JSON.stringify(right.data);
};

/**
 * The hall facts screen (docs/decisions/030-publishing-drafts-versions-schedules.md): the draft's form
 * (checked with the server's contract before it is sent), its publish now or at a Yerevan time, the
 * schedule's cancel, and the versions with their restore. A save refused as stale shows the refusal
 * and the draft as it is now (the route reads it again after every write).
 */
export function HallFactsForm({ state, versions }: { state: FactsState; versions: FactsVersion[] }) {
  const { lang } = useAdminTexts();
  const texts = HALL_FACTS_ADMIN_TEXTS[lang];
  const days = HALL_FACTS_TEXTS[lang].weekday;
  const id = useId();
  const form = useAdminForm({ successMs: () => 5_000 });
  const problems = useProblems(form, { ...texts.problems });
  const [values, setValues] = useState<HallFacts>(state.draft);
  // A write that changed the draft (a save, a restore, someone else's save found stale): the form shows the stored draft.
  useEffect(() => setValues(state.draft), [state.version]);

  const set = (path: Path, value: unknown) => setValues((current) => setAt(current, path, value));
  const dirty = !sameFacts(state.draft, values);
  const busy = form.busy;

  function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const facts = form.check(hallFactsSchema, values, "save", HALL_FACTS_REFUSALS);
    if (!facts) return;
    form.submit({ intent: "save", body: { facts, baseVersion: state.version } }, { detail: texts.saved });
  }
  function schedule(at: string | null) {
    if (!at) return form.refuse("invalid_date", "publish");
    form.submit({ intent: "publish", body: { at } }, { detail: texts.scheduled });
  }

  const number = (path: Path, label: string) => {
    const field = `${id}-${path.join("-")}`;
    const key = path.join(".");
    const value = path.reduce<unknown>((inner, part) => (inner as Record<string | number, unknown>)[part], values) as number;
    return (
      <div key={key}>
        <label htmlFor={field} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input
          id={field}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={Number.isNaN(value) ? "" : value}
          onChange={(event) => set(path, event.target.value === "" ? Number.NaN : Number(event.target.value))}
          className={inputStyle}
          {...problems.input(key, field)}
        />
        <FieldProblem id={field} message={problems.at(key)} />
      </div>
    );
  };
  const time = (path: Path, label: string, value: string) => {
    const field = `${id}-${path.join("-")}`;
    const key = path.join(".");
    return (
      <div>
        <label htmlFor={field} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input id={field} type="time" value={value} onChange={(event) => set(path, event.target.value)} className={inputStyle} {...problems.input(key, field)} />
        <FieldProblem id={field} message={problems.at(key)} />
      </div>
    );
  };
  const daySelect = (key: "firstDay" | "lastDay") => (
    <div>
      <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm font-medium">
        {texts.fields[key]}
      </label>
      <select id={`${id}-${key}`} value={values.tour[key]} onChange={(event) => set(["tour", key], event.target.value)} className={inputStyle}>
        {WEEKDAYS.map((weekday) => (
          <option key={weekday} value={weekday}>
            {days[weekday]}
          </option>
        ))}
      </select>
    </div>
  );

  const refusal = problems.refusalText(texts.failed);
  const fieldsRefused = Object.keys(form.fields).length > 0;
  const success = form.shown?.kind === "done" ? (form.shown.detail ?? null) : null;
  const fieldset = "rounded-card border border-line bg-surface p-4 sm:p-5";
  const legend = "px-1 text-lg font-semibold";
  const grid = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

  return (
    <div className="max-w-5xl space-y-6">
      <section aria-label={texts.title} className="space-y-1 rounded-card border border-line bg-surface p-4 text-sm sm:p-5" data-testid="facts-status">
        {state.publishedVersion !== null && state.publishedAt ? <p className="font-medium">{fill(texts.status.published, { version: state.publishedVersion, date: hallDateTime(state.publishedAt, lang) })}</p> : null}
        <p>
          {fill(texts.status.draft, { version: state.version })} · {sameFacts(state.draft, state.published) ? texts.status.same : texts.status.unpublished}
        </p>
        {state.scheduledAt ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-medium text-accent">{fill(texts.status.scheduled, { date: hallDateTime(state.scheduledAt, lang) })}</p>
            <button type="button" className={buttonStyles.quiet} disabled={busy} onClick={() => form.submit({ intent: "unschedule" }, { detail: texts.unscheduled })}>
              {texts.unschedule}
            </button>
          </div>
        ) : null}
        {state.missed ? <p className="text-danger">{fill(texts.status.missed, { date: hallDateTime(state.missed.at, lang), reason: state.missed.reason })}</p> : null}
      </section>

      <AdminForm form={form} onSubmit={save} className="space-y-6">
        <FormNotice success={success} error={refusal && !fieldsRefused ? refusal : null} />
        {fieldsRefused ? (
          <p role="alert" className={noticeStyle.error}>
            {refusal ?? texts.fixErrors}
          </p>
        ) : null}

        <fieldset className={fieldset}>
          <legend className={legend}>{texts.sections.hall}</legend>
          <div className={grid}>
            {SEAT_AREAS.map((area) => number(["mainHallSeats", area], texts.fields[area]))}
            <p className="self-end pb-2 text-base">
              {texts.fields.total}: <strong data-testid="seat-total">{Number.isNaN(seatTotal(values)) ? "—" : formatNumber(seatTotal(values), lang)}</strong>
            </p>
            {number(["floors"], texts.fields.floors)}
            {number(["harmonyCapacity"], texts.fields.harmonyCapacity)}
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>{texts.sections.tour}</legend>
          <div className={grid}>
            {(["local", "tourist", "university", "school"] as const).map((group) => number(["tourPrices", group], texts.fields[group]))}
            {(["armenian", "other"] as const).map((language) => number(["guidePrices", language], texts.fields[language]))}
            {number(["privateEveningPrice"], texts.fields.privateEveningPrice)}
            {number(["tour", "minMinutes"], texts.fields.minMinutes)}
            {number(["tour", "maxMinutes"], texts.fields.maxMinutes)}
            {daySelect("firstDay")}
            {daySelect("lastDay")}
            {time(["tour", "hours", "open"], texts.fields.tourOpen, values.tour.hours.open)}
            {time(["tour", "hours", "close"], texts.fields.tourClose, values.tour.hours.close)}
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>{texts.sections.giftCard}</legend>
          <div className={grid}>
            {number(["giftCard", "min"], texts.fields.giftMin)}
            {number(["giftCard", "max"], texts.fields.giftMax)}
            {number(["giftCard", "validityMonths"], texts.fields.validityMonths)}
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>{texts.sections.office}</legend>
          <ul className="divide-y divide-line">
            {WEEKDAYS.map((weekday) => {
              const hours = values.ticketOffice.week[weekday];
              const toggle = `${id}-open-${weekday}`;
              return (
                <li key={weekday} className="grid items-end gap-3 py-3 sm:grid-cols-[12rem_1fr_1fr]">
                  <div className="flex min-h-11 items-center gap-3">
                    <input
                      id={toggle}
                      type="checkbox"
                      className="size-5"
                      checked={hours !== null}
                      onChange={(event) => set(["ticketOffice", "week", weekday], event.target.checked ? { open: "10:00", close: "19:00" } : null)}
                    />
                    <label htmlFor={toggle} className="font-medium">
                      {days[weekday]} · {texts.fields.openDay}
                    </label>
                  </div>
                  {hours ? (
                    <>
                      {time(["ticketOffice", "week", weekday, "open"], `${days[weekday]}: ${texts.fields.open}`, hours.open)}
                      {time(["ticketOffice", "week", weekday, "close"], `${days[weekday]}: ${texts.fields.close}`, hours.close)}
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>{texts.sections.exceptions}</legend>
          {values.ticketOffice.exceptions.length === 0 ? <p className="text-muted">{texts.noExceptions}</p> : null}
          <ul className="space-y-3">
            {values.ticketOffice.exceptions.map((exception, index) => {
              const field = `${id}-exception-${index}`;
              const key = `ticketOffice.exceptions.${index}`;
              return (
                <li key={index} className="grid items-end gap-3 rounded-md border border-line p-3 sm:grid-cols-[1fr_auto_1fr_1fr_auto]">
                  <div>
                    <label htmlFor={`${field}-date`} className="mb-1 block text-sm font-medium">
                      {texts.fields.date}
                    </label>
                    <input
                      id={`${field}-date`}
                      type="date"
                      value={exception.date}
                      onChange={(event) => set(["ticketOffice", "exceptions", index, "date"], event.target.value)}
                      className={inputStyle}
                      {...problems.input(`${key}.date`, `${field}-date`)}
                    />
                    <FieldProblem id={`${field}-date`} message={problems.at(`${key}.date`)} />
                  </div>
                  <div className="flex min-h-11 items-center gap-2">
                    <input
                      id={`${field}-closed`}
                      type="checkbox"
                      className="size-5"
                      checked={exception.hours === null}
                      onChange={(event) => set(["ticketOffice", "exceptions", index, "hours"], event.target.checked ? null : { open: "10:00", close: "15:00" })}
                    />
                    <label htmlFor={`${field}-closed`}>{texts.fields.closedAllDay}</label>
                  </div>
                  {exception.hours ? (
                    <>
                      {time(["ticketOffice", "exceptions", index, "hours", "open"], texts.fields.open, exception.hours.open)}
                      {time(["ticketOffice", "exceptions", index, "hours", "close"], texts.fields.close, exception.hours.close)}
                    </>
                  ) : (
                    <span className="hidden sm:block sm:col-span-2" />
                  )}
                  <button
                    type="button"
                    className={buttonStyles.quiet}
                    onClick={() => set(["ticketOffice", "exceptions"], values.ticketOffice.exceptions.filter((_, at) => at !== index))}
                  >
                    {exception.date ? fill(texts.removeException, { date: exception.date }) : texts.removeDay}
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-3`}
            onClick={() => set(["ticketOffice", "exceptions"], [...values.ticketOffice.exceptions, { date: "", hours: null }])}
          >
            {texts.addException}
          </button>
        </fieldset>

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy || !dirty} className={buttonStyles.primary}>
            {form.busy && form.stage === null && dirty ? texts.saving : texts.save}
          </button>
          <button type="button" disabled={busy || dirty} className={buttonStyles.secondary} onClick={() => form.submit({ intent: "publish", body: {} }, { detail: texts.published })}>
            {texts.publishNow}
          </button>
        </div>
        {dirty ? <p className="text-sm text-muted">{texts.saveFirst}</p> : null}
        <ScheduleField id={`${id}-when`} label={texts.scheduleAt} button={texts.schedule} disabled={busy || dirty} onSchedule={schedule} />
      </AdminForm>

      <VersionList
        id={`${id}-history`}
        versions={versions}
        summary={(version) => version.summary}
        busy={busy}
        onRestore={(version) => form.submit({ intent: "restore", id: version.id }, { detail: texts.restored })}
        texts={texts}
      />
    </div>
  );
}
