import type { Db } from "../../db/client.server";
import type { Lang } from "../../i18n/languages";
import { publicProgramme } from "./programmes.server";

/** What a concert card says of a published programme: its first performer and its first work ("Composer: Title"). */
export type ProgrammeCardLines = { performer?: string; work?: string };

/** Per concert with a programme published in `lang`, its card lines; a concert without one is left out. */
export async function programmeCardLines(db: Db, lang: Lang, eventIds: string[]): Promise<Map<string, ProgrammeCardLines>> {
  const programmes = await Promise.all(eventIds.map((eventId) => publicProgramme(db, eventId, lang).catch(() => null)));
  const lines = new Map<string, ProgrammeCardLines>();
  for (const programme of programmes) {
    if (!programme) continue;
    const performer = programme.performers[0]?.name;
    const work = programme.works.find((item) => "composer" in item);
    const found: ProgrammeCardLines = {
      ...(performer ? { performer } : {}),
      ...(work && "composer" in work ? { work: work.composer ? `${work.composer}: ${work.title}` : work.title } : {}),
    };
    if (found.performer || found.work) lines.set(programme.eventId, found);
  }
  return lines;
}
