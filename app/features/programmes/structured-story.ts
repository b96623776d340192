import { localePath } from "../../i18n/languages";
import type { PublicProgramme } from "./schema";

/** A published programme as the concert's structured data tells it (concerts/structured-data.ts `ConcertStory`). */
export function programmeStory(programme: PublicProgramme | null, origin: string) {
  if (!programme) return null;
  const lang = programme.language;
  return {
    status: programme.status,
    performers: programme.performers.map((performer) => ({ name: performer.name, url: `${origin}${localePath(lang, `/artists/${performer.slug}`)}`, group: performer.role === "ensemble" })),
    works: programme.works.flatMap((work) => ("composer" in work ? [{ composer: work.composer, title: work.title }] : [])),
    series: programme.series ? { name: programme.series.name, url: `${origin}${localePath(lang, `/series/${programme.series.slug}`)}` } : null,
  };
}
