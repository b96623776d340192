import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigation } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { ConfirmDialog, useConfirm } from "../../../admin/confirm-dialog";
import { AdminForm, FieldProblem, SaveRow, useAdminForm, useDocumentForm } from "../../../admin/form";
import { FilterField, FilterForm, FilterTable } from "../../../admin/filter-table";
import { LinkedPageHeader } from "../../../admin/page-header";
import { formatEventDate } from "../../../i18n/format";
import { fill } from "../../../i18n/plural";
import { buttonStyles, cardStyle, inputStyle, noticeStyle } from "../../../ui/styles";
import { erasedCountsSchema, eraseSchema, type PersonData, retentionSettingsSchema, type RetentionStatus } from "../schema";
import { PERSON_CAMPAIGN_TEXTS } from "./campaign-texts";
import { PRIVACY_ADMIN_TEXTS } from "./texts";
import { INQUIRY_ADMIN_TEXTS } from "../../inquiries/public";
import { ALERT_RECORDS_KEEP_DAYS } from "../../alerts/public";
import { thingWords } from "../../audit/public";
import { NEWSLETTER_ADMIN_TEXTS } from "../../newsletter/public";

const sectionStyle = `${cardStyle} space-y-4 p-5`;

/** A person's data as a file the admin can hand over. */
function download(person: PersonData) {
  const blob = new Blob([JSON.stringify(person, null, 2)], {
    type: "application/json",
  });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `personal-data-${person.email.replace(/[^a-z0-9@._-]/gi, "_")}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** What is held about the address: the subscription and the newsletters sent to it, the inquiries and the mail, with Download and Erase. */
function PersonResult({ person, onErase }: { person: PersonData; onErase(): void }) {
  const { lang } = useAdminTexts();
  const texts = PRIVACY_ADMIN_TEXTS[lang].privacy;
  const sends = PERSON_CAMPAIGN_TEXTS[lang];
  const nothing = !person.subscriber && person.inquiries.length === 0 && person.mail.length === 0 && person.alerts.length === 0;
  const date = (iso: string) => formatEventDate(new Date(iso), lang);
  return (
    <section aria-labelledby="person-result" className={sectionStyle}>
      <h2 id="person-result" className="text-xl font-semibold break-words">
        {fill(texts.resultTitle, { email: person.email })}
      </h2>
      {nothing ? (
        <p>{texts.nothing}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={() => download(person)} className={buttonStyles.secondary}>
              {texts.download}
            </button>
            <button type="button" onClick={onErase} className={`${buttonStyles.primary} bg-danger hover:bg-danger/90`}>
              {texts.erase}
            </button>
          </div>
          <h3 className="text-lg font-semibold">{texts.subscriber}</h3>
          <p>
            {person.subscriber
              ? fill(texts.subscribedOn, {
                  date: date(person.subscriber.createdAt),
                  status: NEWSLETTER_ADMIN_TEXTS[lang].subscriberStatuses[person.subscriber.status as "pending" | "confirmed"] ?? person.subscriber.status,
                })
              : texts.noSubscriber}
          </p>
          <h3 className="text-lg font-semibold">{sends.title}</h3>
          {person.campaigns.length ? (
            <ul className="space-y-2 text-sm" data-testid="person-campaigns">
              {person.campaigns.map((send) => (
                <li key={send.campaignId} className="rounded-md border border-line px-3 py-2">
                  <span className="font-medium">{send.subject || fill(sends.untitled, { id: send.campaignId })}</span> ·{" "}
                  {sends.statuses[send.status as keyof typeof sends.statuses] ?? send.status} · {date(send.queuedAt)}
                </li>
              ))}
            </ul>
          ) : (
            <p>—</p>
          )}
          <h3 className="text-lg font-semibold">{texts.alerts}</h3>
          {person.alerts.length ? (
            <ul className="space-y-2 text-sm" data-testid="person-alerts">
              {person.alerts.map((alert) => (
                <li key={`${alert.kind}:${alert.target}`} className="rounded-md border border-line px-3 py-2">
                  <span className="font-medium">{alert.kind}</span> · {alert.target} · {alert.language} · {alert.status} · {date(alert.createdAt)}
                </li>
              ))}
            </ul>
          ) : (
            <p>—</p>
          )}
          <h3 className="text-lg font-semibold">{texts.inquiries}</h3>
          {person.inquiries.length ? (
            <FilterTable
              className="overflow-x-auto"
              minWidth="min-w-[40rem]"
              caption={texts.inquiries}
              rows={person.inquiries}
              rowKey={(inquiry) => `${inquiry.kind}-${inquiry.id}`}
              columns={[
                { label: texts.columns.kind, cell: (inquiry) => texts.kinds[inquiry.kind] },
                { label: texts.columns.date, cell: (inquiry) => date(inquiry.createdAt) },
                { label: texts.columns.status, cell: (inquiry) => INQUIRY_ADMIN_TEXTS[lang].statuses[inquiry.status as "new" | "answered" | "handled"] ?? inquiry.status },
                {
                  label: texts.columns.details,
                  className: "break-words",
                  cell: (inquiry) => [inquiry.name, inquiry.surname, inquiry.phone, inquiry.eventType, inquiry.message].filter(Boolean).join(" · "),
                },
              ]}
            />
          ) : (
            <p>—</p>
          )}
          <h3 className="text-lg font-semibold">{texts.replies}</h3>
          {person.replies.length ? (
            <ul className="space-y-2 text-sm">
              {person.replies.map((reply) => (
                <li key={reply.id} className="rounded-md border border-line px-3 py-2">
                  <span className="font-medium">{reply.subject}</span> · {texts.kinds[reply.kind]} · {reply.author} · {date(reply.createdAt)}
                  <span className="mt-1 block [overflow-wrap:anywhere] whitespace-pre-line text-muted">{reply.text}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>—</p>
          )}
          <h3 className="text-lg font-semibold">{texts.mail}</h3>
          {person.mail.length ? (
            <ul className="space-y-2 text-sm">
              {person.mail.map((mail) => (
                <li key={mail.id} className="rounded-md border border-line px-3 py-2">
                  <span className="font-medium">{mail.subject ?? thingWords(mail.kind, lang)}</span> · {thingWords(mail.kind, lang)} · {texts.mailStatuses[mail.status] ?? mail.status} · {date(mail.createdAt)}
                </li>
              ))}
            </ul>
          ) : (
            <p>—</p>
          )}
        </>
      )}
    </section>
  );
}

/** The retention period, and what the daily clean-up last removed. */
function RetentionSection({ retention }: { retention: RetentionStatus }) {
  const { lang } = useAdminTexts();
  const texts = PRIVACY_ADMIN_TEXTS[lang].privacy;
  const { form, problems, save } = useDocumentForm("retention", retentionSettingsSchema, texts.retentionProblems, { saved: texts.retentionSaved, stored: () => undefined });
  const id = useId();
  const problem = problems.at("inquiryDays");
  const run = retention.lastRun;
  return (
    <section aria-labelledby={`${id}-title`} className={sectionStyle}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {texts.retentionTitle}
      </h2>
      <p className="text-muted">{texts.retentionIntro}</p>
      <p className="text-muted">{fill(texts.alertsRetention, { alertDays: ALERT_RECORDS_KEEP_DAYS })}</p>
      <AdminForm
        form={form}
        onSubmit={(event) => {
          event.preventDefault();
          const raw = String(new FormData(event.currentTarget).get("inquiryDays") ?? "").trim();
          save({ inquiryDays: raw === "" ? undefined : Number(raw) });
        }}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="w-48">
          <label htmlFor={`${id}-days`} className="mb-1.5 block text-sm font-medium">
            {texts.inquiryDays}
          </label>
          <input
            id={`${id}-days`}
            name="inquiryDays"
            type="number"
            inputMode="numeric"
            min={30}
            max={3650}
            defaultValue={retention.settings.inquiryDays}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
            className={inputStyle}
          />
        </div>
        <SaveRow form={form} problems={problems} texts={texts} />
      </AdminForm>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {texts.inquiryDaysHint}
      </p>
      <FieldProblem id={id} message={problem} />
      <p>
        {run
          ? fill(texts.lastRun, {
              date: formatEventDate(new Date(run.at), lang),
              ...run.removed,
            })
          : texts.neverRun}
      </p>
    </section>
  );
}

/** /admin/privacy (admins): a person's data found by e-mail, downloaded and erased; the retention period. */
export function PrivacyScreen({
  email,
  emailInvalid,
  person,
  retention,
}: {
  email: string;
  emailInvalid: boolean;
  person: PersonData | null;
  retention: RetentionStatus;
}) {
  const { lang, t } = useAdminTexts();
  const texts = PRIVACY_ADMIN_TEXTS[lang].privacy;
  const id = useId();
  const navigation = useNavigation();
  const eraser = useAdminForm();
  const confirming = useConfirm<PersonData>();
  const [erased, setErased] = useState<string | null>(null);
  const erasedRef = useRef<HTMLParagraphElement>(null);
  const searching = navigation.state === "loading" && navigation.location.pathname === "/admin/privacy";
  // Once the dialog has closed and given focus back, the outcome takes it: it is where the admin continues.
  // (After the render that shows it, however late a busy machine makes that render, not after a fixed delay.)
  const dialogOpen = confirming.asked !== null;
  useEffect(() => {
    if (erased && !dialogOpen) erasedRef.current?.focus();
  }, [erased, dialogOpen]);

  function erase(person: PersonData) {
    const body = eraser.check(eraseSchema, { email: person.email }, "erase");
    if (!body) return;
    eraser.submit(
      { intent: "erase", body },
      {
        onDone: ({ data }) => {
          confirming.close();
          setErased(fill(texts.erased, erasedCountsSchema.parse(data).erased));
        },
      },
    );
  }

  return (
    <div className="space-y-6">
      <LinkedPageHeader title={texts.title} intro={texts.intro} link={{ to: "/admin/audit", label: texts.auditLink }} />

      <section aria-labelledby={`${id}-search`} className={sectionStyle}>
        <h2 id={`${id}-search`} className="text-xl font-semibold">
          {texts.searchTitle}
        </h2>
        <FilterForm className="flex flex-wrap items-end gap-3" submitLabel={searching ? t.loading : texts.find} busy={searching} onSubmit={() => setErased(null)}>
          <FilterField id={`${id}-email`} label={texts.email} className="w-full max-w-md">
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              defaultValue={email}
              key={email}
              autoComplete="off"
              aria-invalid={emailInvalid || undefined}
              aria-describedby={emailInvalid ? `${id}-email-problem` : undefined}
              className={inputStyle}
            />
          </FilterField>
        </FilterForm>
        {emailInvalid ? (
          <p id={`${id}-email-problem`} className="text-sm font-medium text-danger">
            {texts.emailInvalid}
          </p>
        ) : null}
      </section>

      <div role="status" aria-live="polite" className="empty:hidden">
        {erased ? (
          <p ref={erasedRef} tabIndex={-1} className={noticeStyle.success}>
            {erased}
          </p>
        ) : null}
      </div>

      {person ? <PersonResult person={person} onErase={() => confirming.ask(person)} /> : null}

      <ConfirmDialog
        open={confirming.asked !== null}
        title={texts.eraseTitle}
        text={fill(texts.eraseText, { email: confirming.asked?.email ?? "" })}
        confirmLabel={texts.eraseConfirm}
        busyLabel={texts.erasing}
        busy={eraser.busy}
        error={eraser.shown?.kind === "refused" ? texts.eraseFailed : null}
        onClose={confirming.close}
        onConfirm={() => confirming.asked && erase(confirming.asked)}
      />

      <RetentionSection retention={retention} />

      <p>
        <Link to="/admin/privacy/pages" className="font-medium text-accent underline underline-offset-4">
          {texts.pagesLink}
        </Link>
      </p>
    </div>
  );
}
