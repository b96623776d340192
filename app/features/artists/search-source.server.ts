import type { Db } from "../../db/client.server";
import { writesUnder } from "../../db/read-cache.server";
import { artists } from "../../db/schema/artists";
import { localePath } from "../../i18n/languages";
import type { SearchSource } from "../search/public.server";
import { artistIn, PROGRAMME_READS } from "./artists.server";
import type { Artist } from "./schema";

/** The artists' pages, each in every language (English where a language has no text of its own). */
export function artistSearchSource(db: Db): SearchSource {
  return {
    prefix: "artist:",
    // An artist's write forgets these reads: while they stay, the source is not read again.
    version: () => String(writesUnder(db, PROGRAMME_READS)),
    async documents(lang) {
      const rows = await db.select().from(artists);
      return rows.map((row) => {
        const text = artistIn({ ...row, translations: row.translations as Artist["translations"] }, lang);
        return { key: `artist:${row.id}`, kind: "artist", title: text.name, body: [text.role, text.bio].filter(Boolean).join(" "), url: localePath(lang, `/artists/${row.slug}`), startsAt: null };
      });
    },
  };
}
