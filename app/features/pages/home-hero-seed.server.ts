import type { Db } from "../../db/client.server";
import { catalogueFor } from "../../i18n/catalogues.server";
import { LANGS, type Localised } from "../../i18n/languages";
import { pageDocument, pageStore } from "./pages.server";

/** The hero's button as it read before staff edited it: it leads down the home page to the upcoming concerts. */
const FIRST_BUTTON: Localised<string> = { am: "Դիտել համերգները", en: "Explore concerts", ru: "Смотреть концерты" };

/**
 * The home page's hero as its first published version in each language (server/seed.ts runs it once
 * per database; an existing hero is never overwritten): the hall's name as the title, the site's
 * description as the lead, the button to the upcoming concerts, and no picture, so the hall's
 * poster and film stay until staff choose one from the library.
 */
export async function seedHomeHero(db: Db, now: Date): Promise<void> {
  const store = pageStore(db);
  for (const lang of LANGS) {
    const texts = catalogueFor(lang);
    const content = { title: texts.site.name, lead: texts.pages.home.description, blocks: [{ type: "button" as const, label: FIRST_BUTTON[lang], href: "#upcoming" }] };
    await store.createPublished(pageDocument("home-hero", lang), content, { id: null, name: "system" }, now);
  }
}
