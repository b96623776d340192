import { type FormEvent, useId, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { ConfirmDialog, useConfirm } from "../../../admin/confirm-dialog";
import { AdminForm, FormNotice, useAdminForm, useProblems } from "../../../admin/form";
import { RecordDate } from "../../../admin/records-table";
import { useToast } from "../../../admin/toasts";
import { formatDate, formatEventDate } from "../../../i18n/format";
import { parseDayKey, startOfHallDay } from "../../../i18n/hall-time";
import { HTML_LANG, LANGUAGE_NAME } from "../../../i18n/languages";
import { buttonStyles, cardStyle, inputStyle, noticeStyle } from "../../../ui/styles";
import { fill } from "../../../i18n/plural";
import { INQUIRY_REPLY_REFUSALS, inquiryReplySchema, type InquiryThread } from "../schema";
import { INQUIRY_FIELDS, type InquiryField, type InquiryKind } from "../inquiry-kinds";
import { type InquiryRecord, inquiryListPath, labelOf } from "./inquiry-admin";
import { InquiryStatusBadge } from "./inquiries-screen";
import { INQUIRY_ADMIN_TEXTS } from "./texts";
import { telHref } from "../../../site-config";

const linkClass = "text-accent-strong underline underline-offset-4 [overflow-wrap:anywhere] hover:text-accent";


function FieldValue({ field, inquiry }: { field: InquiryField; inquiry: InquiryRecord }) {
  const { lang } = useAdminTexts();
  const inquiryTexts = INQUIRY_ADMIN_TEXTS[lang];
  const value = inquiry[field] ?? "";
  if (field === "email") return <a href={`mailto:${value}`} className={linkClass}>{value}</a>;
  if (field === "phone") return <a href={telHref(value)} className={linkClass}>{value}</a>;
  if (field === "hall") return <>{labelOf(inquiryTexts.halls, value)}</>;
  const day = field === "visitDate" ? parseDayKey(value) : null;
  if (day) return <time dateTime={value}>{formatDate(startOfHallDay(day), lang)}</time>;
  return <span className="[overflow-wrap:anywhere] whitespace-pre-line">{value}</span>;
}

/**
 * One inquiry on its own page (any of the four kinds: inquiry-kinds.ts lists its fields): every
 * field, e-mail and phone as links, when it came and in which language, its status; marking it
 * handled or new and deleting it go through the route's action. Below, its thread (the replies sent
 * from here) and the reply box, started with the kind's text in the visitor's language (site settings).
 */
export function InquiryScreen({ kind, inquiry, thread }: { kind: InquiryKind; inquiry: InquiryRecord | null; thread: InquiryThread | null }) {
  const { lang, t } = useAdminTexts();
  const inquiryTexts = INQUIRY_ADMIN_TEXTS[lang];
  const form = useAdminForm();
  const deleting = useConfirm<InquiryRecord>();
  const toast = useToast();
  const navigate = useNavigate();
  const listPath = inquiryListPath(kind);
  const { busy, shown } = form;
  const failure = shown?.kind === "refused" ? (shown.intent === "delete" ? t.deleteFailed : inquiryTexts.updateFailed) : null;

  const back = (
    <Link to={listPath} className="inline-flex min-h-11 items-center text-sm font-medium text-accent-strong underline underline-offset-4">
      ← {inquiryTexts.inquiry.backToList} · {t.nav.screens[kind]}
    </Link>
  );
  if (!inquiry) {
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className={noticeStyle.error}>
          {inquiryTexts.inquiry.notFound}
        </p>
      </div>
    );
  }

  const nextStatus = inquiry.status === "handled" ? "new" : "handled";
  const fullName = [inquiry.name, inquiry.surname].filter(Boolean).join(" ");
  return (
    <div className="space-y-6">
      {back}
      <div className="space-y-2">
        <p className="text-sm font-medium text-muted">{t.nav.screens[kind]}</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{fullName}</h1>
          <InquiryStatusBadge status={inquiry.status} />
        </div>
      </div>
      <FormNotice success={null} error={deleting.asked ? null : failure} />
      <section aria-label={t.nav.screens[kind]} className={`${cardStyle} p-5 sm:p-6`}>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
          {INQUIRY_FIELDS[kind].map((field) => (
            <div key={field} className="contents">
              <dt className="text-sm font-medium text-muted">{t.columns[field]}</dt>
              <dd className="-mt-3 sm:mt-0" data-testid={`inquiry-${field}`}>
                <FieldValue field={field} inquiry={inquiry} />
              </dd>
            </div>
          ))}
          <dt className="text-sm font-medium text-muted">{inquiryTexts.inquiry.received}</dt>
          <dd className="-mt-3 sm:mt-0">
            {formatEventDate(new Date(inquiry.createdAt), lang)} <span className="text-muted">(<RecordDate value={inquiry.createdAt} />)</span>
          </dd>
          <dt className="text-sm font-medium text-muted">{inquiryTexts.inquiry.language}</dt>
          <dd className="-mt-3 sm:mt-0" data-testid="inquiry-language">
            {inquiry.language ? <span lang={HTML_LANG[inquiry.language]}>{LANGUAGE_NAME[inquiry.language]}</span> : <span className="text-muted">{inquiryTexts.inquiry.languageUnknown}</span>}
          </dd>
        </dl>
      </section>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          className={buttonStyles.primary}
          onClick={() => form.submit({ intent: "status", body: { status: nextStatus } }, { stage: "busy", onDone: () => toast(nextStatus === "handled" ? inquiryTexts.inquiry.markedHandled : inquiryTexts.inquiry.markedNew) })}
        >
          {form.stage === "busy" ? inquiryTexts.inquiry.saving : nextStatus === "handled" ? inquiryTexts.markHandled : inquiryTexts.markNew}
        </button>
        <button type="button" disabled={busy} className={buttonStyles.danger} onClick={() => deleting.ask(inquiry)}>
          {t.delete}
        </button>
      </div>
      <ConfirmDialog
        open={deleting.asked !== null}
        title={t.deleteTitle}
        text={t.confirmDelete}
        detail={fullName}
        busy={busy}
        error={deleting.asked ? failure : null}
        onClose={deleting.close}
        onConfirm={() =>
          form.submit(
            { intent: "delete" },
            {
              onDone: () => {
                toast(t.deleted);
                navigate(listPath, { replace: true });
              },
            },
          )
        }
      />
      {thread ? <Thread inquiry={inquiry} thread={thread} /> : null}
    </div>
  );
}

/** The replies sent from this page, oldest first, and the box to send the next one (the route's action, `intent=reply`). */
function Thread({ inquiry, thread }: { inquiry: InquiryRecord; thread: InquiryThread }) {
  const { lang } = useAdminTexts();
  const texts = INQUIRY_ADMIN_TEXTS[lang].reply;
  const id = useId();
  const form = useAdminForm();
  const problems = useProblems(form, texts.problems);
  const box = useRef<HTMLTextAreaElement>(null);
  const toast = useToast();
  const problem = problems.at("text");

  function send(event: FormEvent) {
    event.preventDefault();
    const body = form.check(inquiryReplySchema, { text: box.current?.value ?? "" }, "reply", INQUIRY_REPLY_REFUSALS);
    if (!body) return;
    form.submit(
      { intent: "reply", body },
      {
        onDone: () => toast(texts.sent),
      },
    );
  }

  return (
    <>
      <section aria-labelledby={`${id}-thread`} className={`${cardStyle} space-y-4 p-5 sm:p-6`}>
        <h2 id={`${id}-thread`} className="text-xl font-semibold">
          {texts.threadTitle}
        </h2>
        {thread.replies.length ? (
          <ol className="space-y-5" data-testid="inquiry-thread">
            {thread.replies.map((reply) => (
              <li key={reply.id} className="space-y-1 border-l-4 border-accent/40 pl-4">
                <p className="text-sm text-muted">{fill(texts.sentBy, { author: reply.author, date: formatEventDate(new Date(reply.createdAt), lang) })}</p>
                <p className="text-sm font-medium [overflow-wrap:anywhere]">{reply.subject}</p>
                <p lang={HTML_LANG[reply.language]} className="[overflow-wrap:anywhere] whitespace-pre-line">
                  {reply.text}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted">{texts.noReplies}</p>
        )}
      </section>
      <section aria-labelledby={`${id}-reply`} className={`${cardStyle} space-y-4 p-5 sm:p-6`}>
        <h2 id={`${id}-reply`} className="text-xl font-semibold">
          {texts.boxTitle}
        </h2>
        {/* A new key after each sent reply starts the box again from the starting text. */}
        <AdminForm form={form} onSubmit={send} key={thread.replies.length} className="space-y-3">
          <div>
            <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-medium">
              {texts.boxLabel}
            </label>
            <textarea
              ref={box}
              id={`${id}-text`}
              name="text"
              rows={12}
              defaultValue={thread.draft}
              lang={HTML_LANG[thread.language]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={[`${id}-hint`, problem ? `${id}-problem` : null].filter(Boolean).join(" ")}
              className={`${inputStyle} min-h-64 leading-relaxed`}
            />
            <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
              {fill(texts.boxHint, { email: inquiry.email ?? "", language: LANGUAGE_NAME[thread.language] })}
            </p>
            {problem ? (
              <p id={`${id}-problem`} className="mt-1 text-sm font-medium text-danger">
                {problem}
              </p>
            ) : null}
          </div>
          <FormNotice success={null} error={problem ? null : problems.refusalText(texts.failed)} />
          <button type="submit" disabled={form.busy} className={buttonStyles.primary}>
            {form.busy ? texts.sending : texts.send}
          </button>
        </AdminForm>
      </section>
    </>
  );
}
