import { useId } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { FilterDate, FilterForm, FilterSelect, FilterTable } from "../../../admin/filter-table";
import { LinkedPageHeader } from "../../../admin/page-header";
import { usePagedList } from "../../../admin/paged-list";
import { formatEventDate } from "../../../i18n/format";
import { fill, plural } from "../../../i18n/plural";
import { buttonStyles, cardStyle, noticeStyle } from "../../../ui/styles";
import { auditEntrySchema, type AuditPage } from "../schema";
import { AUDIT_ADMIN_TEXTS } from "./texts";
import { actionWords, thingWords } from "./staff-words";

export const AUDIT_FILTERS = ["actor", "entity", "from", "to"] as const;

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
  const texts = AUDIT_ADMIN_TEXTS[lang].audit;
  const id = useId();
  const list = usePagedList("/api/admin/audit", auditEntrySchema, first, filters);
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className="space-y-6">
      <LinkedPageHeader title={texts.title} intro={texts.intro} link={{ to: "/admin/privacy", label: t.nav.screens.privacy }} />

      <FilterForm
        label={texts.filters}
        className={`${cardStyle} grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto]`}
        submitLabel={texts.apply}
        reset={filtered ? { to: "/admin/audit", label: texts.reset } : null}
      >
        <FilterSelect id={`${id}-actor`} name="actor" label={texts.account} value={filters.actor ?? ""} allLabel={texts.all} options={facets.actors} />
        <FilterSelect id={`${id}-entity`} name="entity" label={texts.entity} value={filters.entity ?? ""} allLabel={texts.all} options={facets.entities} labelOf={(entity) => thingWords(entity, lang)} />
        <FilterDate id={`${id}-from`} name="from" label={texts.from} value={filters.from ?? ""} />
        <FilterDate id={`${id}-to`} name="to" label={texts.to} value={filters.to ?? ""} />
      </FilterForm>

      {list.items.length === 0 ? (
        <p className="text-muted">{filtered ? texts.none : t.empty}</p>
      ) : (
        <FilterTable
          className={`${cardStyle} overflow-x-auto`}
          minWidth="min-w-[48rem]"
          caption={texts.caption}
          rows={list.items}
          rowKey={(entry) => entry.id}
          rowClassName={(entry) => (entry.action.startsWith("sign-in-") ? "bg-danger-soft" : undefined)}
          columns={[
            { label: texts.columns.at, className: "whitespace-nowrap", cell: (entry) => <time dateTime={entry.at}>{formatEventDate(new Date(entry.at), lang)}</time> },
            { label: texts.columns.actor, cell: (entry) => entry.actor || <span className="text-muted italic">{texts.unknownName}</span> },
            {
              label: texts.columns.action,
              cell: (entry) => {
                const action = actionWords(entry.action, lang);
                return entry.count > 1 ? `${action} (${plural(lang, entry.count, texts.times)})` : action;
              },
            },
            { label: texts.columns.entity, cell: (entry) => (entry.entity ? thingWords(entry.entity, lang) : "") },
            { label: texts.columns.entityId, className: "font-mono", cell: (entry) => entry.entityId ?? "" },
            {
              label: texts.columns.fields,
              className: "break-words",
              cell: (entry) => (
                <>
                  <span className="font-mono">{entry.fields.join(", ")}</span>
                  {entry.recipients.length ? <span className="block">{fill(texts.sentTo, { addresses: entry.recipients.join(", ") })}</span> : null}
                </>
              ),
            },
          ]}
        />
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
