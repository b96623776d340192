import type { Db } from "../../db/client.server";
import { writesUnder } from "../../db/read-cache.server";
import { concertSeries } from "../../db/schema/series";
import { localePath } from "../../i18n/languages";
import type { SearchSource } from "../search/public.server";
import type { Series } from "./schema";
import { PROGRAMME_READS, seriesIn } from "./series.server";

/** The concert series' pages. */
export function seriesSearchSource(db: Db): SearchSource {
  return {
    prefix: "series:",
    // A series' write forgets these reads: while they stay, the source is not read again.
    version: () => String(writesUnder(db, PROGRAMME_READS)),
    async documents(lang) {
      const rows = await db.select().from(concertSeries);
      return rows.map((row) => {
        const text = seriesIn({ ...row, translations: row.translations as Series["translations"] }, lang);
        return { key: `series:${row.id}`, kind: "series", title: text.name, body: text.description, url: localePath(lang, `/series/${row.slug}`), startsAt: null };
      });
    },
  };
}
