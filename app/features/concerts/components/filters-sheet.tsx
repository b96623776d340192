import { useState } from "react";
import { useLocale } from "../../../i18n/use-locale";
import { ModalDialog } from "../../../ui/modal-dialog";
import { buttonStyles, chipStyle } from "../../../ui/styles";
import { DATE_CHIPS, type DateFilter } from "../date-filters";
import { DEFAULT_QUERY, type ListingQuery } from "../listing-query";
import { CONCERT_TYPES, type ConcertType } from "../type-filters";

/** The phone version of the filters: a bottom sheet whose choices apply together. */
export function FiltersSheet({
  query,
  fixedType,
  onClose,
  onApply,
}: {
  query: ListingQuery;
  fixedType: ConcertType | null;
  onClose(): void;
  onApply(next: ListingQuery): void;
}) {
  const { t } = useLocale();
  const [date, setDate] = useState<DateFilter>(query.date);
  const [type, setType] = useState<ConcertType>(query.type);
  const options = ["all", ...DATE_CHIPS, "customDate"] as DateFilter[];
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={t.concerts.allFilters}
      closeLabel={t.concerts.close}
      variant="sheet"
      footer={
        <>
          <button type="button" className={buttonStyles.quiet} onClick={() => onApply({ ...DEFAULT_QUERY, type: fixedType ?? DEFAULT_QUERY.type })}>
            {t.concerts.clearAll}
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() =>
              onApply({ ...query, type, date, from: date === query.date ? query.from : null, to: date === query.date ? query.to : null, pages: 1 })
            }
          >
            {t.concerts.apply}
          </button>
        </>
      }
    >
      <fieldset>
        <legend className="text-sm font-semibold text-muted">{t.concerts.dateFiltersLabel}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {options.map((option) =>
            option === "customDate" ? (
              // Choosing own dates opens the calendar at once, keeping the type chosen here.
              <button
                key={option}
                type="button"
                aria-haspopup="dialog"
                aria-pressed={date === option}
                className={chipStyle}
                onClick={() => onApply({ ...query, type, date: option, pages: 1 })}
              >
                {t.concerts.dateFilters[option]}
              </button>
            ) : (
              <button key={option} type="button" aria-pressed={date === option} className={chipStyle} onClick={() => setDate(option)}>
                {t.concerts.dateFilters[option]}
              </button>
            ),
          )}
        </div>
      </fieldset>
      {fixedType ? null : (
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-muted">{t.concerts.typeLabel}</legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {CONCERT_TYPES.map((option) => (
              <button key={option} type="button" aria-pressed={type === option} className={`${chipStyle} text-left`} onClick={() => setType(option)}>
                {t.concerts.types[option]}
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </ModalDialog>
  );
}
