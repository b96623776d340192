import { srcSetFor } from "../../../media/srcset";
import { useLocale } from "../../../i18n/use-locale";
import type { PublicStaffMember } from "../schema";

const initialsOf = (member: PublicStaffMember) =>
  [member.firstName, member.lastName]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join("")
    .toLocaleUpperCase();

const SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/**
 * A member's portrait in a square box, lazy: the library picture's square crop around its focal point (AVIF,
 * else WebP) with its alt text in the page's language; a photo from before the library as it was stored;
 * without a photo, their initials on the hall's colours.
 */
function Portrait({ member, name }: { member: PublicStaffMember; name: string }) {
  const { photo } = member;
  return (
    <div className="relative aspect-square overflow-hidden bg-night">
      {photo ? (
        <picture>
          {photo.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcset} sizes={SIZES} />
          ))}
          <img src={photo.src} alt={photo.alt ?? name} width={photo.width} height={photo.height} loading="lazy" decoding="async" className="size-full object-cover" />
        </picture>
      ) : member.imageUrl ? (
        <img
          src={member.imageUrl}
          srcSet={srcSetFor(member.imageUrl, 960) || undefined}
          sizes={SIZES}
          alt={name}
          width={300}
          height={300}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div role="img" aria-label={name} className="absolute inset-0 flex items-center justify-center bg-[radial-gradient(circle_at_30%_20%,_rgb(123_30_44/0.9),_transparent_65%)]">
          <span aria-hidden="true" className="text-5xl font-semibold tracking-wide text-gold-light">
            {initialsOf(member)}
          </span>
        </div>
      )}
    </div>
  );
}

/** The people of the hall and the orchestra, in the order staff gave them (docs/product.md §12). */
export function PeopleGrid({ members }: { members: PublicStaffMember[] }) {
  const { t } = useLocale();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      {members.length ? (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4">
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`.trim();
            return (
              <li key={member.id} className="overflow-hidden rounded-card border border-line bg-surface shadow-card">
                <Portrait member={member} name={name} />
                <div className="p-4">
                  <h2 className="text-base leading-snug font-semibold text-ink sm:text-lg">{name}</h2>
                  {member.position ? <p className="mt-1 text-sm text-muted">{member.position}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="max-w-2xl text-lg text-muted">{t.people.empty}</p>
      )}
    </section>
  );
}
