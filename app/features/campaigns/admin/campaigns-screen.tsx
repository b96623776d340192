import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useAdminAccount } from "../../../admin/account";
import { useAdminTexts } from "../../../admin/admin-language";
import { AdminPageHeader } from "../../../admin/page-header";
import { RichTextEditor } from "../../../admin/rich-text-editor";
import { adminJson } from "../../../admin/session";
import { formatEventDate } from "../../../i18n/format";
import { HTML_LANG, LANGUAGE_NAME, type Lang } from "../../../i18n/languages";
import { fill } from "../../../i18n/plural";
import { buttonStyles, cardStyle, inputStyle, noticeStyle } from "../../../ui/styles";
import { ConfirmDialog, useConfirm } from "../../../admin/confirm-dialog";
import { type AdminFormState, useAdminForm } from "../../../admin/form";
import { sendCountLine } from "./send-confirmation";
import { type Campaign, campaignSchema, CAMPAIGN_LANGS, type CampaignPreview, EVENTS_MAX, type PickableConcert, SUBJECT_MAX, type TestRecipients } from "../schema";
import { hallDateTimeIso } from "./campaign-actions";
import { CAMPAIGN_SCREEN_TEXTS, type CampaignScreenTexts } from "./texts";


const labelStyle = "mb-1.5 block text-sm font-medium";
type Letters = Record<Lang, { subject: string; body: string }>;
/** What the editor sends: the letter in each language and the concerts it shows. */
type Draft = { letters: Letters; eventIds: string[] };
/** The open campaign's letter as sent, in one language (null when it could not be made). */
type Preview = { language: Lang; letter: CampaignPreview | null };

function subjectOf(campaign: Campaign, lang: Lang, texts: CampaignScreenTexts): string {
  return campaign.translations[lang]?.subject ?? CAMPAIGN_LANGS.map((other) => campaign.translations[other]?.subject).find(Boolean) ?? texts.noSubject;
}

function useTexts() {
  const { lang } = useAdminTexts();
  return { lang, texts: CAMPAIGN_SCREEN_TEXTS[lang] };
}

/** A refusal worded in the admin's language: its first refused field's problem, else its code; null when nothing was refused. */
function useFailureText(form: Pick<AdminFormState, "shown">): string | null {
  const { texts } = useTexts();
  const { shown } = form;
  if (shown?.kind !== "refused") return null;
  const words: Readonly<Record<string, string>> = texts.failures;
  const code = Object.values(shown.fields)[0] ?? shown.code;
  return words[code] ?? `${texts.failed} (${code})`;
}

/** A write's outcome, said where it was asked: the intent's success, or the refusal. */
function Outcome({ form, success }: { form: Pick<AdminFormState, "shown">; success: Readonly<Partial<Record<string, string>>> }) {
  const failure = useFailureText(form);
  const done = form.shown?.kind === "done" ? success[form.shown.intent] : null;
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {done ? <p className={noticeStyle.success}>{done}</p> : null}
      {failure ? <p className={noticeStyle.error}>{failure}</p> : null}
    </div>
  );
}

/** `/admin/newsletter`: campaigns with their figures first; "New campaign" or a row opens the editor. */
export function CampaignsScreen({ campaigns, concerts, testRecipients, preview }: { campaigns: Campaign[]; concerts: PickableConcert[]; testRecipients: TestRecipients; preview: Preview | null }) {
  const { lang, texts } = useTexts();
  const [params, setParams] = useSearchParams();
  const opened = params.get("campaign");
  const open = (id: string | null) => setParams(id ? { campaign: id } : {});
  const current = opened && opened !== "new" ? campaigns.find((campaign) => String(campaign.id) === opened) : undefined;

  if (opened === "new" || current) {
    return <CampaignEditor key={opened} campaign={current} concerts={concerts} testRecipients={testRecipients} preview={preview} onClose={() => open(null)} />;
  }
  return (
    <div className="space-y-6">
      <AdminPageHeader title={texts.title}>
        <button type="button" className={buttonStyles.primary} onClick={() => open("new")}>
          {texts.newCampaign}
        </button>
      </AdminPageHeader>
      <p className="max-w-3xl text-muted">{texts.intro}</p>
      {campaigns.length === 0 ? (
        <p className="text-muted">{texts.empty}</p>
      ) : (
        <div className={`${cardStyle} overflow-x-auto`}>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line bg-accent-soft/40">
              <tr>
                {[texts.columns.subject, texts.columns.status, texts.columns.when, texts.columns.recipients, texts.columns.sent, texts.columns.failed, texts.columns.bounced, texts.columns.unsubscribed, texts.columns.clicks].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {campaigns.map((campaign) => {
                const when = campaign.finishedAt ?? campaign.startedAt ?? campaign.scheduledAt ?? campaign.updatedAt;
                return (
                  <tr key={campaign.id} data-testid="campaign-row">
                    <td className="px-4 py-3">
                      <Link to={`?campaign=${campaign.id}`} className="font-medium text-accent underline">
                        {subjectOf(campaign, lang, texts)}
                      </Link>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{texts.statuses[campaign.status]}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time dateTime={when}>{formatEventDate(new Date(when), lang)}</time>
                    </td>
                    <td className="px-4 py-3 tabular-nums">{campaign.counts.recipients}</td>
                    <td className="px-4 py-3 tabular-nums">{campaign.counts.sent}</td>
                    <td className="px-4 py-3 tabular-nums">{campaign.counts.failed}</td>
                    <td className="px-4 py-3 tabular-nums">{campaign.counts.bounced}</td>
                    <td className="px-4 py-3 tabular-nums">{campaign.counts.unsubscribed}</td>
                    <td className="px-4 py-3 tabular-nums">{campaign.counts.clicks}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function draftOf(campaign: Campaign | undefined): Draft {
  const letters = Object.fromEntries(CAMPAIGN_LANGS.map((lang) => [lang, { subject: campaign?.translations[lang]?.subject ?? "", body: campaign?.translations[lang]?.body ?? "" }])) as Letters;
  return { letters, eventIds: campaign?.eventIds ?? [] };
}

/** Only filled languages are sent; a half-filled one is sent as it is, so the contract names what is missing. */
function inputOf({ letters, eventIds }: Draft) {
  const translations: Partial<Letters> = {};
  for (const lang of CAMPAIGN_LANGS) if (letters[lang].subject.trim() || letters[lang].body.trim()) translations[lang] = letters[lang];
  return { translations, eventIds };
}

function CampaignEditor({ campaign, concerts, testRecipients, preview, onClose }: { campaign?: Campaign; concerts: PickableConcert[]; testRecipients: TestRecipients; preview: Preview | null; onClose(): void }) {
  const { lang, texts } = useTexts();
  const account = useAdminAccount();
  const id = useId();
  const form = useAdminForm();
  const asking = useConfirm<"delete" | "archive">();
  const failure = useFailureText(form);
  const [draft, setDraft] = useState<Draft>(() => draftOf(campaign));
  const { letters, eventIds } = draft;
  const setLetter = (language: Lang, change: Partial<Letters[Lang]>) => setDraft({ ...draft, letters: { ...letters, [language]: { ...letters[language], ...change } } });
  const editable = !campaign || campaign.status === "draft";
  const { busy: saving, fields } = form;
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <button type="button" onClick={onClose} className="text-sm text-accent underline">
          {texts.back}
        </button>
        <h1 className="text-3xl font-semibold tracking-tight">{!campaign ? texts.newCampaign : editable ? texts.editorTitle : texts.viewTitle}</h1>
        {campaign ? <p className="text-muted">{texts.statuses[campaign.status]}{campaign.scheduledAt && campaign.status === "scheduled" ? ` · ${fill(texts.scheduledFor, { date: formatEventDate(new Date(campaign.scheduledAt), lang) })}` : ""}</p> : null}
      </div>

      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          form.submit({ intent: campaign ? "update" : "create", id: campaign?.id ?? null, body: inputOf(draft) });
        }}
      >
        {!editable ? <p className={noticeStyle.success}>{texts.readOnly}</p> : <p className="max-w-3xl text-sm text-muted">{texts.languageHint}</p>}
        <fieldset disabled={!editable} className="grid gap-6 xl:grid-cols-3">
          {CAMPAIGN_LANGS.map((language) => (
            <fieldset key={language} className={`${cardStyle} space-y-4 p-5`} lang={HTML_LANG[language]}>
              <legend className="sr-only">{LANGUAGE_NAME[language]}</legend>
              <p aria-hidden="true" className="text-lg font-semibold">
                {LANGUAGE_NAME[language]}
              </p>
              <div>
                <label htmlFor={`${id}-${language}-subject`} className={labelStyle}>
                  {texts.subject} ({LANGUAGE_NAME[language]})
                </label>
                <input
                  id={`${id}-${language}-subject`}
                  value={letters[language].subject}
                  maxLength={SUBJECT_MAX}
                  aria-invalid={fields[`translations.${language}.subject`] ? true : undefined}
                  onChange={(event) => setLetter(language, { subject: event.target.value })}
                  className={inputStyle}
                />
              </div>
              <RichTextEditor
                id={`${id}-${language}-body`}
                label={`${texts.body} (${LANGUAGE_NAME[language]})`}
                value={letters[language].body}
                invalid={Boolean(fields[`translations.${language}.body`])}
                describedBy={`${id}-body-hint`}
                onChange={(html) => setLetter(language, { body: html })}
              />
            </fieldset>
          ))}
        </fieldset>
        <p id={`${id}-body-hint`} className="text-sm text-muted">
          {texts.bodyHint}
        </p>
        <fieldset disabled={!editable} className={`${cardStyle} p-5`}>
          <legend className="float-left mb-1 text-lg font-semibold">{texts.concerts}</legend>
          <p className="clear-left mb-3 text-sm text-muted">{texts.concertsHint}</p>
          {concerts.length === 0 ? (
            <p className="text-muted">{texts.noConcerts}</p>
          ) : (
            <ul className="grid gap-2 md:grid-cols-2">
              {concerts.map((concert) => {
                const checked = eventIds.includes(concert.eventId);
                return (
                  <li key={concert.eventId}>
                    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-checked:border-accent has-checked:bg-accent-soft">
                      <input
                        type="checkbox"
                        className="mt-1 size-4 accent-accent"
                        checked={checked}
                        disabled={!checked && eventIds.length >= EVENTS_MAX}
                        onChange={() => setDraft({ ...draft, eventIds: checked ? eventIds.filter((other) => other !== concert.eventId) : [...eventIds, concert.eventId] })}
                      />
                      <span>
                        <span className="block font-medium">{concert.eventName}</span>
                        {concert.startsAt ? <span className="block text-sm text-muted">{formatEventDate(new Date(concert.startsAt), lang)}</span> : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        {asking.asked ? null : <Outcome form={form} success={{ create: texts.saved, update: texts.saved }} />}
        {editable ? (
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={saving} className={buttonStyles.primary}>
              {saving ? texts.saving : texts.save}
            </button>
            {campaign ? (
              <button
                type="button"
                disabled={saving}
                className={`${buttonStyles.quiet} text-danger!`}
                onClick={() => asking.ask("delete")}
              >
                {texts.remove}
              </button>
            ) : null}
          </div>
        ) : campaign && (campaign.status === "sent" || campaign.status === "cancelled") ? (
          <div className="space-y-2">
            <button
              type="button"
              disabled={saving}
              className={buttonStyles.secondary}
              onClick={() => asking.ask("archive")}
            >
              {texts.archive}
            </button>
            <p className="max-w-3xl text-sm text-muted">{texts.archiveHint}</p>
          </div>
        ) : null}
      </form>
      {campaign ? (
        <ConfirmDialog
          open={asking.asked !== null}
          title={asking.asked === "archive" ? texts.archiveTitle : texts.removeTitle}
          text={asking.asked === "archive" ? texts.confirmArchive : texts.confirmRemove}
          detail={subjectOf(campaign, lang, texts)}
          confirmLabel={asking.asked === "archive" ? texts.archive : undefined}
          busy={saving}
          error={asking.asked ? failure : null}
          onClose={asking.close}
          onConfirm={() => asking.asked && form.submit({ intent: asking.asked, id: campaign.id })}
        />
      ) : null}

      {campaign ? (
        <>
          <CampaignFigures campaign={campaign} />
          {preview ? <CampaignPreviewPanel campaign={campaign} preview={preview} /> : null}
          {campaign.status === "draft" ? <TestSend campaign={campaign} recipients={testRecipients} /> : null}
          {account.role === "admin" ? <SendPanel campaign={campaign} /> : <p className="text-sm text-muted">{texts.adminsOnly}</p>}
        </>
      ) : null}
    </div>
  );
}

function CampaignFigures({ campaign }: { campaign: Campaign }) {
  const { texts } = useTexts();
  const figures: [string, number][] = [
    [texts.columns.recipients, campaign.counts.recipients],
    [texts.columns.sent, campaign.counts.sent],
    [texts.columns.failed, campaign.counts.failed],
    [texts.columns.bounced, campaign.counts.bounced],
    [texts.columns.unsubscribed, campaign.counts.unsubscribed],
    [texts.columns.clicks, campaign.counts.clicks],
  ];
  return (
    <section aria-labelledby="campaign-figures" className={`${cardStyle} space-y-4 p-5`}>
      <h2 id="campaign-figures" className="text-xl font-semibold">
        {texts.figures}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="font-semibold">{texts.reach}</h3>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="campaign-reach">
        {CAMPAIGN_LANGS.map((language) => (
          <li key={language}>{fill(texts.reachOf, { language: LANGUAGE_NAME[language], n: campaign.reach[language] })}</li>
        ))}
      </ul>
      {campaign.startedAt ? (
        <>
          <h3 className="font-semibold">{texts.links}</h3>
          {campaign.links.some((link) => link.clicks > 0) ? (
            <ul className="space-y-1 text-sm">
              {campaign.links.map((link) => (
                <li key={link.url} className="break-all">
                  <span className="font-semibold tabular-nums">{link.clicks}</span> · {link.url}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{texts.noClicks}</p>
          )}
        </>
      ) : null}
    </section>
  );
}

/** The letter as sent, per language (`?preview=`, read with the route's data): its HTML in a sandboxed frame (no scripts, no same origin) and its plain text. */
function CampaignPreviewPanel({ campaign, preview: { language, letter } }: { campaign: Campaign; preview: Preview }) {
  const { texts } = useTexts();
  const versions = CAMPAIGN_LANGS.filter((version) => campaign.translations[version]);
  const [, setParams] = useSearchParams();
  const show = (version: Lang) => setParams({ campaign: String(campaign.id), preview: version }, { replace: true, preventScrollReset: true });

  return (
    <section aria-labelledby="campaign-preview" className={`${cardStyle} space-y-4 p-5`}>
      <h2 id="campaign-preview" className="text-xl font-semibold">
        {texts.preview}
      </h2>
      <div role="group" aria-label={texts.previewOf} className="flex flex-wrap gap-2">
        {versions.map((version) => (
          <button key={version} type="button" aria-pressed={version === language} onClick={() => show(version)} className={buttonStyles.secondary + " aria-pressed:bg-accent aria-pressed:text-white"}>
            {LANGUAGE_NAME[version]}
          </button>
        ))}
      </div>
      {letter ? null : <p className={noticeStyle.error}>{texts.failed}</p>}
      {letter ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="min-w-0">
            <p className="mb-1 font-semibold" data-testid="preview-subject">
              {letter.subject}
            </p>
            <iframe title={texts.previewHtml} sandbox="" srcDoc={letter.html} className="h-[36rem] w-full rounded-md border border-line bg-white" data-testid="preview-html" />
          </div>
          <div className="min-w-0">
            <h3 className="mb-1 font-semibold">{texts.previewText}</h3>
            <pre tabIndex={0} className="h-[36rem] overflow-auto rounded-md border border-line bg-surface p-3 text-sm break-words whitespace-pre-wrap" data-testid="preview-text">
              {letter.text}
            </pre>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function TestSend({ campaign, recipients }: { campaign: Campaign; recipients: TestRecipients }) {
  const { texts } = useTexts();
  const form = useAdminForm();
  const choices = [...(recipients.own ? [{ email: recipients.own, label: fill(texts.ownAddress, { email: recipients.own }) }] : []), ...recipients.staff.map((email) => ({ email, label: email }))];
  const [chosen, setChosen] = useState<string[]>(recipients.own ? [recipients.own] : []);
  return (
    <section aria-labelledby="campaign-test" className={`${cardStyle} space-y-3 p-5`}>
      <h2 id="campaign-test" className="text-xl font-semibold">
        {texts.testTitle}
      </h2>
      {choices.length === 0 ? (
        <p className="text-sm text-muted">{texts.noTestRecipients}</p>
      ) : (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            form.submit({ intent: "test", id: campaign.id, body: { emails: chosen } });
          }}
        >
          <fieldset aria-describedby="campaign-test-hint">
            <legend className={labelStyle}>{texts.testAddresses}</legend>
            <ul className="space-y-1">
              {choices.map(({ email, label }) => (
                <li key={email}>
                  <label className="flex items-center gap-2 break-all">
                    <input
                      type="checkbox"
                      className="size-4 accent-accent"
                      checked={chosen.includes(email)}
                      onChange={(event) => setChosen(event.target.checked ? [...chosen, email] : chosen.filter((other) => other !== email))}
                    />
                    {label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="submit" disabled={form.busy || chosen.length === 0} className={buttonStyles.secondary}>
            {texts.sendTest}
          </button>
        </form>
      )}
      <p id="campaign-test-hint" className="text-sm text-muted">
        {fill(texts.testHint, { n: recipients.perDay })}
      </p>
      <Outcome form={form} success={{ test: texts.testSent }} />
    </section>
  );
}

function SendPanel({ campaign }: { campaign: Campaign }) {
  const { lang, texts } = useTexts();
  const form = useAdminForm();
  const [at, setAt] = useState("");
  const confirm = useConfirm<{ at: string | null; reach: Campaign["reach"] }>();
  const cancelling = useConfirm<Campaign>();
  const failure = useFailureText(form);
  const [counting, setCounting] = useState(false);
  const { busy } = form;
  const running = campaign.status === "scheduled" || campaign.status === "sending";
  if (campaign.status !== "draft" && !running) return null;

  /** Asks in the admin's dialog, with how many subscribers get each version as the server counts them now. */
  async function ask(when: string | null) {
    const iso = when ? hallDateTimeIso(when) : null;
    if (when && !iso) return;
    setCounting(true);
    // The campaign as the server has it now; the counts loaded with the screen if it cannot answer.
    const fresh = await adminJson(`/api/admin/campaigns/${campaign.id}`, campaignSchema).catch(() => null);
    setCounting(false);
    confirm.ask({ at: iso, reach: fresh?.reach ?? campaign.reach });
  }

  function send() {
    const at = confirm.asked?.at;
    confirm.close();
    form.submit({ intent: "send", id: campaign.id, body: at ? { at } : {} });
  }

  return (
    <section aria-labelledby="campaign-send" className={`${cardStyle} space-y-3 p-5`}>
      <h2 id="campaign-send" className="text-xl font-semibold">
        {texts.sendTitle}
      </h2>
      {campaign.status === "draft" ? (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="campaign-send-at" className={labelStyle}>
              {texts.sendAt}
            </label>
            <input id="campaign-send-at" type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} aria-describedby="campaign-send-hint" className={inputStyle} />
          </div>
          <button type="button" disabled={busy || counting || !at} onClick={() => void ask(at)} className={buttonStyles.primary}>
            {texts.schedule}
          </button>
          <button type="button" disabled={busy || counting} onClick={() => void ask(null)} className={buttonStyles.secondary}>
            {texts.sendNow}
          </button>
          <p id="campaign-send-hint" className="basis-full text-sm text-muted">
            {texts.sendAtHint}
          </p>
        </div>
      ) : (
        <button
          type="button"
          disabled={busy}
          onClick={() => cancelling.ask(campaign)}
          className={`${buttonStyles.secondary} border-danger! text-danger!`}
        >
          {texts.cancel}
        </button>
      )}
      {cancelling.asked ? null : <Outcome form={form} success={{ send: texts.scheduled, cancel: texts.cancelled }} />}
      <ConfirmDialog
        open={cancelling.asked !== null}
        title={texts.cancelTitle}
        text={texts.confirmCancel}
        detail={subjectOf(campaign, lang, texts)}
        confirmLabel={texts.cancel}
        busy={busy}
        error={cancelling.asked ? failure : null}
        onClose={cancelling.close}
        onConfirm={() => form.submit({ intent: "cancel", id: campaign.id }, { onDone: cancelling.close })}
      />
      <ConfirmDialog
        open={confirm.asked !== null}
        title={confirm.asked?.at ? texts.confirmScheduleTitle : texts.confirmSendTitle}
        text={confirm.asked?.at ? fill(texts.confirmSchedule, { date: formatEventDate(new Date(confirm.asked.at), lang) }) : texts.confirmSendNow}
        detail={confirm.asked ? <span data-testid="campaign-send-count">{sendCountLine(confirm.asked.reach, lang)}</span> : null}
        confirmLabel={confirm.asked?.at ? texts.schedule : texts.sendNow}
        busy={false}
        onConfirm={send}
        onClose={confirm.close}
      />
    </section>
  );
}
