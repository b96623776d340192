import { type FormEvent, useId } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { useAdminTexts } from "../../../admin/admin-language";
import { FormDialog } from "../../../admin/content-screen";
import { FieldProblem, useAdminForm, useProblems } from "../../../admin/form";
import { hallTimeToInstant, parseDayKey } from "../../../i18n/hall-time";
import { LANGS, LANGUAGE_NAME } from "../../../i18n/languages";
import { fill } from "../../../i18n/plural";
import { inputStyle } from "../../../ui/styles";
import { PROGRAMME_ADMIN_TEXTS } from "./texts";

/** What the dialog sends (`POST /api/admin/concerts`); the server's own contract checks the date is past. */
const pastConcertForm = z.object({
  date: z.string().min(1, "required"),
  venue: z.string().trim().max(200, "too_long").optional(),
  translations: z.object({
    en: z.object({ title: z.string().trim().min(1, "required").max(200, "too_long") }),
    am: z.object({ title: z.string().trim().min(1).max(200, "too_long") }).optional(),
    ru: z.object({ title: z.string().trim().min(1).max(200, "too_long") }).optional(),
  }),
});

/** The day and start typed in the hall's time, as the instant the API takes (Yerevan has one offset all year). */
function hallInstant(day: string, time: string): string {
  const calendarDay = parseDayKey(day);
  const [hour, minute] = time.split(":").map(Number);
  if (!calendarDay || !Number.isInteger(hour) || !Number.isInteger(minute)) return "";
  return hallTimeToInstant(calendarDay, hour, minute).toISOString();
}

/**
 * "Add a past concert": a concert of an earlier season the provider never listed (a date, a start, the venue, a title
 * per language, English required). Once added, its programme editor opens.
 */
export function PastConcertDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { lang } = useAdminTexts();
  const t = PROGRAMME_ADMIN_TEXTS[lang];
  const id = useId();
  const navigate = useNavigate();
  const form = useAdminForm();
  const problems = useProblems(form, { not_past: t.notPast });

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = new FormData(event.target as HTMLFormElement);
    const text = (name: string) => String(fields.get(name) ?? "").trim();
    const translations = Object.fromEntries(LANGS.flatMap((code) => (text(`title-${code}`) ? [[code, { title: text(`title-${code}`) }]] : [])));
    const body = form.check(pastConcertForm, {
      date: hallInstant(text("day"), text("time")),
      venue: text("venue") || undefined,
      translations: { en: { title: "" }, ...translations },
    });
    if (!body) return;
    form.submit({ intent: "add", body }, { onDone: (result) => navigate(`/admin/concerts/${encodeURIComponent((result.data as { eventId: string }).eventId)}`) });
  }

  const dateProblem = problems.at("date");
  return (
    <FormDialog
      open={open}
      labels={{ title: t.addPastTitle, cancel: t.cancel, submit: form.busy ? t.adding : t.add }}
      onClose={() => {
        form.clear();
        onClose();
      }}
      onSubmit={submit}
      form={form}
      error={problems.formText(t.loadFailed)}
      busy={form.busy}
    >
      <p className="text-sm text-muted">{t.addPastHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium">
          {t.pastDate}
          <input name="day" type="date" required className={`${inputStyle} mt-1.5`} {...problems.input("date", `${id}-date`)} />
          <FieldProblem id={`${id}-date`} message={dateProblem} />
        </label>
        <label className="block text-sm font-medium">
          {t.pastTime}
          <input name="time" type="time" required defaultValue="19:00" className={`${inputStyle} mt-1.5`} />
        </label>
      </div>
      <label className="block text-sm font-medium">
        {t.venue}
        <input name="venue" maxLength={200} className={`${inputStyle} mt-1.5`} aria-describedby={`${id}-venue-hint`} />
        <span id={`${id}-venue-hint`} className="mt-1 block text-xs font-normal text-muted">
          {t.venueHint}
        </span>
      </label>
      {(["en", "am", "ru"] as const).map((code) => (
        <label key={code} className="block text-sm font-medium">
          {fill(t.titleIn, { language: LANGUAGE_NAME[code] })}
          <input
            name={`title-${code}`}
            maxLength={200}
            required={code === "en"}
            className={`${inputStyle} mt-1.5`}
            {...problems.input(`translations.${code}.title`, `${id}-title-${code}`)}
          />
          <FieldProblem id={`${id}-title-${code}`} message={problems.at(`translations.${code}.title`)} />
        </label>
      ))}
    </FormDialog>
  );
}
