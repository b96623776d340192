import { useRef } from "react";
import { useLocale } from "../../../i18n/use-locale";
import { sectionTitleStyle } from "../../../ui/styles";
import type { Performer } from "../concert";

function SocialLink({ href, network, name }: { href: string; network: "Facebook" | "Instagram"; name: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${network}: ${name}`}
      className="inline-flex size-11 items-center justify-center rounded-full border border-line text-muted hover:border-accent hover:text-accent"
    >
      {network === "Facebook" ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
        </svg>
      )}
    </a>
  );
}

/** Performers with photo and links; more than two scroll sideways, with arrow buttons (docs/product.md §5). */
export function Artists({ performers }: { performers: Performer[] }) {
  const { t } = useLocale();
  const track = useRef<HTMLUListElement>(null);
  if (performers.length === 0) return null;
  const scrollable = performers.length > 2;
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: "smooth" });

  return (
    <section aria-labelledby="artists" className="mt-12">
      <div className="flex items-center justify-between gap-4">
        <h2 id="artists" className={sectionTitleStyle}>
          {t.event.artists}
        </h2>
        {scrollable ? (
          <div className="flex gap-2">
            <button type="button" onClick={() => scroll(-1)} aria-label={t.event.previousArtists} className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-accent hover:text-accent">
              <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
                <path d="M8 2L4 6l4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
            <button type="button" onClick={() => scroll(1)} aria-label={t.event.nextArtists} className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-accent hover:text-accent">
              <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
                <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          </div>
        ) : null}
      </div>
      <ul
        ref={track}
        className={scrollable ? "mt-6 flex snap-x snap-mandatory gap-6 overflow-x-auto pb-2 [scrollbar-width:thin]" : "mt-6 grid gap-6 sm:grid-cols-2"}
      >
        {performers.map((performer, index) => (
          <li key={`${performer.name}-${index}`} className={`flex items-center gap-4 ${scrollable ? "w-72 shrink-0 snap-start" : ""}`}>
            {performer.imageUrl ? (
              <img src={performer.imageUrl} alt="" width={96} height={96} loading="lazy" decoding="async" className="size-24 shrink-0 rounded-full bg-night object-cover" />
            ) : (
              <span aria-hidden="true" className="flex size-24 shrink-0 items-center justify-center rounded-full bg-accent-soft text-3xl font-semibold text-accent">
                {performer.name.slice(0, 1)}
              </span>
            )}
            <div className="min-w-0">
              <p className="font-semibold">{performer.name}</p>
              <div className="mt-2 flex gap-2">
                {performer.facebookUrl ? <SocialLink href={performer.facebookUrl} network="Facebook" name={performer.name} /> : null}
                {performer.instagramUrl ? <SocialLink href={performer.instagramUrl} network="Instagram" name={performer.name} /> : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
