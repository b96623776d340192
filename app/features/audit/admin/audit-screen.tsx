import { useId } from "react";
import { Form, Link } from "react-router";
import { useAdminTexts } from "../../../admin/admin-language";
import { AdminPageHeader } from "../../../admin/page-header";
import { usePagedList } from "../../../admin/paged-list";
import { formatEventDate } from "../../../i18n/format";
import { buttonStyles, cardStyle, inputStyle, noticeStyle } from "../../../ui/styles";
import type { AuditEntry, AuditPage } from "../schema";
import { AUDIT_ADMIN_TEXTS } from "./texts";

export const AUDIT_FILTERS = ["actor", "entity", "from", "to"] as const;

const cell = "border-b border-line px-3 py-2 align-top";
const head = "border-b border-line px-3 py-2 text-left font-semibold";
const labelStyle = "mb-1.5 block text-sm font-medium";

/** /admin/audit (admins): who changed what and when, newest first, filtered by account, entity and days, a page at a time. */
export function AuditScreen({
  first,
  filters,
  facets,
}: {
  first: AuditPage;
  filters: Record<string, string>;
  facets: { actors: string[]; entities: string[] };
}) {
  const { lang, t } = useAdminTexts();
  const auditTexts = AUDIT_ADMIN_TEXTS[lang];
  const texts = auditTexts.audit;
  const id = useId();
  const list = usePagedList<AuditEntry>("/api/admin/audit", first, filters);
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className="space-y-6">
      <AdminPageHeader title={texts.title}>
        <Link to="/admin/privacy" className={buttonStyles.secondary}>
          {t.nav.screens.privacy}
        </Link>
      </AdminPageHeader>
      <p className="max-w-2xl text-muted">{texts.intro}</p>

      <Form method="get" className={`${cardStyle} grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto]`} aria-label={texts.filters}>
        <div>
          <label htmlFor={`${id}-actor`} className={labelStyle}>
            {texts.account}
          </label>
          <select id={`${id}-actor`} name="actor" defaultValue={filters.actor ?? ""} className={inputStyle}>
            <option value="">{texts.all}</option>
            {facets.actors.map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-entity`} className={labelStyle}>
            {texts.entity}
          </label>
          <select id={`${id}-entity`} name="entity" defaultValue={filters.entity ?? ""} className={inputStyle}>
            <option value="">{texts.all}</option>
            {facets.entities.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className={labelStyle}>
            {texts.from}
          </label>
          <input id={`${id}-from`} name="from" type="date" defaultValue={filters.from ?? ""} className={inputStyle} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelStyle}>
            {texts.to}
          </label>
          <input id={`${id}-to`} name="to" type="date" defaultValue={filters.to ?? ""} className={inputStyle} />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" className={buttonStyles.primary}>
            {texts.apply}
          </button>
          {filtered ? (
            <Link to="/admin/audit" className={buttonStyles.quiet}>
              {texts.reset}
            </Link>
          ) : null}
        </div>
      </Form>

      {list.items.length === 0 ? (
        <p className="text-muted">{filtered ? texts.none : t.empty}</p>
      ) : (
        <div className={`${cardStyle} overflow-x-auto`}>
          <table className="w-full min-w-[48rem] border-collapse text-sm">
            <caption className="sr-only">{texts.caption}</caption>
            <thead>
              <tr>
                <th scope="col" className={head}>
                  {texts.columns.at}
                </th>
                <th scope="col" className={head}>
                  {texts.columns.actor}
                </th>
                <th scope="col" className={head}>
                  {texts.columns.action}
                </th>
                <th scope="col" className={head}>
                  {texts.columns.entity}
                </th>
                <th scope="col" className={head}>
                  {texts.columns.entityId}
                </th>
                <th scope="col" className={head}>
                  {texts.columns.fields}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((entry) => (
                <tr key={entry.id} className={entry.action === "sign-in-failed" ? "bg-danger-soft" : undefined}>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={entry.at}>{formatEventDate(new Date(entry.at), lang)}</time>
                  </td>
                  <td className={cell}>{entry.actor}</td>
                  <td className={cell}>{texts.actions[entry.action] ?? entry.action}</td>
                  <td className={`${cell} font-mono`}>{entry.entity ?? ""}</td>
                  <td className={`${cell} font-mono`}>{entry.entityId ?? ""}</td>
                  <td className={`${cell} font-mono break-words`}>{entry.fields.join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.failed ? (
        <p role="alert" className={noticeStyle.error}>
          {t.loadFailed}
        </p>
      ) : null}
      {list.hasMore ? (
        <button type="button" onClick={() => void list.loadMore()} disabled={list.loadingMore} className={buttonStyles.secondary}>
          {list.loadingMore ? t.loading : texts.loadMore}
        </button>
      ) : null}
    </div>
  );
}
