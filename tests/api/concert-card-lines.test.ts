import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "../../app/routes/concerts";
import { signedInAdmin } from "../helpers/admin-client";
import { startTestServer } from "../helpers/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

async function listing(path: string) {
  const context = { catalogue: server.services.catalogue, db: server.db, production: false };
  return loader({ request: new Request(`${server.url}${path}`), context, params: {} } as unknown as Parameters<typeof loader>[0]);
}

describe("a concert card with a published programme", () => {
  it("names the first performer and the first work in the programme's language, and nothing where it is not published", async () => {
    const first = (await listing("/en/concerts")).events[0]!;
    expect(first.performer).toBeUndefined();
    const artist = await admin.call("/admin/artists", "POST", { translations: { en: { name: "Narek Hakhnazaryan", role: "Cello", bio: "" } } });
    const saved = await admin.call(`/admin/concerts/${first.eventId}/programme`, "PUT", {
      genres: ["chamber"],
      performers: [{ artistId: artist.body.id, role: "soloist" }],
      access: [],
      status: "scheduled",
      translations: {
        en: {
          subtitle: "",
          works: [{ intermission: true }, { composer: "Dmitri Shostakovich", title: "Cello Sonata" }, { composer: "Sergei Rachmaninoff", title: "Vocalise" }],
          notes: "",
          talk: null,
          notice: "",
          published: true,
        },
      },
    });
    expect(saved.status).toBe(200);

    const card = (await listing("/en/concerts")).events.find((event) => event.eventId === first.eventId)!;
    expect(card).toMatchObject({ performer: "Narek Hakhnazaryan", work: "Dmitri Shostakovich: Cello Sonata" });
    const russian = (await listing("/ru/concerts")).events.find((event) => event.eventId === first.eventId)!;
    expect(russian.performer).toBeUndefined();
    expect(russian.work).toBeUndefined();
  });
});
