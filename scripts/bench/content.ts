import type { IncomingMessage } from "node:http";
import path from "node:path";
import { openDatabase } from "../../app/db/client.server";
import { artists, concertSeries } from "../../app/db/schema";
import { createSiteOrigin } from "../../app/http/site-origin.server";

/** The artist and the series whose pages the throughput bench loads (the demo seeds add none). */
export const BENCH_ARTIST = "elina-gevorgyan";
export const BENCH_SERIES = "winter-chamber-evenings";

/** Writes the bench's artist and series into a stopped server's embedded database, as an editor would. */
export async function addBenchContent(dataDir: string): Promise<void> {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    await database.db
      .insert(artists)
      .values({
        slug: BENCH_ARTIST,
        links: ["https://example.org/elina-gevorgyan"],
        translations: {
          en: { name: "Elina Gevorgyan", role: "Piano", bio: "Born in Gyumri, she studied at the Komitas Conservatory and plays Khachaturian's concerto across Europe." },
          ru: { name: "Элина Геворгян", role: "Фортепиано", bio: "Родилась в Гюмри, училась в Консерватории имени Комитаса." },
          am: { name: "Էլինա Գևորգյան", role: "Դաշնամուր", bio: "Ծնվել է Գյումրիում, սովորել է Կոմիտասի անվան կոնսերվատորիայում։" },
        },
      })
      .onConflictDoNothing();
    await database.db
      .insert(concertSeries)
      .values({
        slug: BENCH_SERIES,
        translations: {
          en: { name: "Winter Chamber Evenings", description: "Six evenings of chamber music by the fireplace of the small hall." },
          ru: { name: "Зимние камерные вечера", description: "Шесть вечеров камерной музыки у камина малого зала." },
          am: { name: "Ձմեռային կամերային երեկոներ", description: "Կամերային երաժշտության վեց երեկո փոքր դահլիճում։" },
        },
      })
      .onConflictDoNothing();
  } finally {
    await database.close();
  }
}

/**
 * What the host check every request passes (server/http-app.ts) costs on a kept hit, in ns: the
 * server's own configuration (no PUBLIC_URL, loopback names), a host it accepted before, the
 * request's headers already read (node:http reads them once, for the host check or the answer).
 */
export function hostCheckCost(): number {
  const originOf = createSiteOrigin({ publicUrl: undefined, allowedHosts: [], trustsProxy: () => false });
  const req = { headers: { host: "127.0.0.1:3000", "accept-encoding": "gzip" }, socket: {} } as unknown as IncomingMessage;
  const calls = 1_000_000;
  let accepted = 0;
  for (let i = 0; i < 10_000; i++) if (originOf(req)) accepted++;
  // CPU time, not the clock: on a machine shared with other work the clock would count their turns too.
  const started = process.cpuUsage();
  for (let i = 0; i < calls; i++) if (originOf(req)) accepted++;
  const used = process.cpuUsage(started);
  const ns = ((used.user + used.system) * 1000) / calls;
  if (accepted !== calls + 10_000) throw new Error("the host check refused the loopback host");
  return ns;
}
