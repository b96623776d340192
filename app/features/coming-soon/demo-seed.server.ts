import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { comingSoonEvents, comingSoonTranslations } from "../../db/schema/coming-soon";
import { demoImageUrl } from "../../eventhub/demo-events";
import { addDays, hallDay, hallTimeToInstant } from "../../i18n/hall-time";
import { LANGS } from "../../i18n/languages";
import { DEFAULT_VENUE } from "../../content/venues";

const COMING_SOON = [
  {
    dayOffset: 110,
    active: true,
    image: "concert-season-finale",
    title: { am: "Սեզոնի եզրափակիչ համերգ", en: "Season finale", ru: "Закрытие сезона" },
  },
  {
    dayOffset: 128,
    active: true,
    image: "concert-spring-gala",
    title: { am: "Գարնանային գալա-համերգ", en: "Spring gala", ru: "Весенний гала-концерт" },
  },
  {
    dayOffset: 150,
    active: false,
    image: "concert-open-air",
    title: { am: "Ամառային համերգ բաց երկնքի տակ", en: "Summer open-air concert", ru: "Летний концерт под открытым небом" },
  },
] as const;

/** Preview cards for concerts not on sale yet: two published, one waiting for activation. */
export async function seedComingSoon(db: Db, now: Date) {
  const today = hallDay(now);
  for (const card of COMING_SOON) {
    const [created] = await db
      .insert(comingSoonEvents)
      .values({ date: hallTimeToInstant(addDays(today, card.dayOffset), 19, 0), imageUrl: demoImageUrl(card.image), isActive: card.active, isDemo: true })
      .returning({ id: comingSoonEvents.id });
    await db.insert(comingSoonTranslations).values(
      LANGS.map((lang) => ({ comingSoonId: created!.id, languageCode: lang, title: card.title[lang], location: DEFAULT_VENUE[lang].name })),
    );
  }
}

/** Databases seeded before demo rows carried `is_demo`: the seeded cards are recognised by their demo pictures and marked. */
export async function markEarlierDemoComingSoon(db: Db) {
  const demoImages = COMING_SOON.map((card) => demoImageUrl(card.image));
  await db.update(comingSoonEvents).set({ isDemo: true }).where(inArray(comingSoonEvents.imageUrl, demoImages));
}
