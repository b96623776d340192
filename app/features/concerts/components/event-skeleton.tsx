import { useLocale } from "../../../i18n/use-locale";

/** Shown while a concert page loads on client navigation. */
export function EventSkeleton() {
  const { t } = useLocale();
  return (
    <div role="status" aria-label={t.event.loading} className="mx-auto max-w-7xl animate-pulse px-4 pt-6 pb-16 sm:px-6">
      <div className="h-11 w-40 rounded bg-line" />
      <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
        <div className="aspect-video rounded-card bg-line" />
        <div className="flex flex-col gap-5">
          <div className="h-10 w-4/5 rounded bg-line" />
          <div className="h-12 w-56 rounded-full bg-line" />
          <div className="h-6 w-2/3 rounded bg-line" />
          <div className="h-12 w-44 rounded-full bg-line" />
        </div>
      </div>
    </div>
  );
}
