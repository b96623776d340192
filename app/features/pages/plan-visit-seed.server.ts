import type { Db } from "../../db/client.server";
import { catalogueFor } from "../../i18n/catalogues.server";
import { LANGS, type Localised } from "../../i18n/languages";
import { HALL_FACTS_TEXTS } from "../hall-facts/public";
import { pageDocument, pageStore } from "./pages.server";
import type { PageBlock } from "./schema";
import { paragraphsBlock } from "./seed-blocks.server";

type FirstVersion = { lead: string; sections: { title: string; paragraphs: string[] }[] };

/**
 * The Plan your visit page (/{lang}/visit) as it read before staff could edit it: its lead and its
 * practical sections. The address and the ticket office's card are the page's own (plan-visit-page.tsx).
 */
const FIRST_VERSION: Localised<FirstVersion> = {
  am: {
    lead: "Այն ամենը, ինչ պետք է իմանալ համերգից առաջ՝ ինչպես հասնել, երբ է բաց տոմսարկղը և ինչպես անցկացնել երեկոն դահլիճում։",
    sections: [
      {
        title: "Մետրոյով",
        paragraphs: ["Համերգասրահը Երևանի կենտրոնում է՝ Մաշտոցի պողոտայում։ Մոտակա կայարաններն են «Երիտասարդականը» և «Մարշալ Բաղրամյանը», որոնցից մինչև սրահ կարելի է քայլել։"],
      },
      {
        title: "Ավտոբուսով",
        paragraphs: ["Քաղաքային ավտոբուսների ու միկրոավտոբուսների շատ երթուղիներ կանգառ ունեն Մաշտոցի պողոտայում։ Ընթացիկ երթուղիները ստուգեք Երևանի հասարակական տրանսպորտի հավելվածում։"],
      },
      {
        title: "Մեքենայով և տաքսիով",
        paragraphs: ["Քարտեզում նշեք «Մեսրոպ Մաշտոցի պողոտա 46» հասցեն։ Համերգային երեկոներին կենտրոնում երթևեկությունը ծանրաբեռնված է. ժամանակ թողեք ճանապարհի համար։"],
      },
      {
        title: "Կայանատեղի",
        paragraphs: ["Կենտրոնում մեքենաները կայանվում են փողոցներում՝ վճարովի կայանատեղիներում, և համերգային երեկոներին ազատ տեղերը արագ են լցվում։ Խորհուրդ ենք տալիս գալ ոտքով, մետրոյով կամ տաքսիով։"],
      },
      {
        title: "Ժամանում և ուշացում",
        paragraphs: [
          "Եկեք նախապես, որպեսզի հասցնեք հանդերձարան հանձնել վերնազգեստը և հանգիստ գտնել ձեր տեղը։",
          "Եթե ուշանում եք, սրահի աշխատակիցները ձեզ ներս կուղեկցեն հարմար դադարի ժամանակ, որպեսզի չխանգարեք կատարողներին և ունկնդիրներին։",
        ],
      },
      {
        title: "Հանդերձարան",
        paragraphs: ["Խնդրում ենք վերնազգեստը և մեծ պայուսակները թողնել հանդերձարանում՝ նախքան դահլիճ մտնելը։"],
      },
      {
        title: "Երեխաներ",
        paragraphs: ["Շատ համերգներ հարմար են երիտասարդ ունկնդիրների համար։ Տարիքային խորհուրդը նշված է համերգի էջում, իսկ երեխայի տոմսի մասին կարող եք հարցնել տոմսարկղում։"],
      },
      {
        title: "Լուսանկարահանում",
        paragraphs: ["Կատարման ընթացքում լուսանկարահանումը, տեսանկարահանումն ու ձայնագրումն արգելված են։ Լուսանկարեք համերգից առաջ, ընդմիջմանը և համերգից հետո։"],
      },
      {
        title: "Սնունդ և խմիչքներ",
        paragraphs: ["Խնդրում ենք դահլիճ չբերել սնունդ և խմիչքներ։"],
      },
    ],
  },
  en: {
    lead: "What to know before the concert: how to get here, when the ticket office is open and how to spend the evening in the hall.",
    sections: [
      {
        title: "By metro",
        paragraphs: ["The hall is in the centre of Yerevan, on Mashtots Avenue. The nearest stations are Yeritasardakan and Marshal Baghramyan, both within walking distance."],
      },
      {
        title: "By bus",
        paragraphs: ["Many city bus and minibus routes stop on Mashtots Avenue. Check the current routes in Yerevan's public transport app."],
      },
      {
        title: "By car or taxi",
        paragraphs: ["Give your map or driver the address 46 Mesrop Mashtots Avenue. Traffic in the centre is heavy on concert evenings: leave time for the journey."],
      },
      {
        title: "Parking",
        paragraphs: ["Parking in the centre is on the street, in paid spaces, and they fill quickly on concert evenings. We suggest coming on foot, by metro or by taxi."],
      },
      {
        title: "Arrival and late admission",
        paragraphs: [
          "Come in good time, so that you can leave your coat in the cloakroom and find your seat without hurry.",
          "If you are late, the ushers will take you in at a suitable pause, so that the performers and the audience are not disturbed.",
        ],
      },
      {
        title: "Cloakroom",
        paragraphs: ["Please leave coats and large bags in the cloakroom before you go into the hall."],
      },
      {
        title: "Children",
        paragraphs: ["Many concerts suit young listeners. The concert's page gives an age recommendation, and the ticket office can tell you about a ticket for a child."],
      },
      {
        title: "Photography",
        paragraphs: ["Photography, filming and sound recording are not allowed during the performance. You are welcome to take pictures before the concert, in the interval and afterwards."],
      },
      {
        title: "Food and drink",
        paragraphs: ["Please do not bring food or drinks into the hall."],
      },
    ],
  },
  ru: {
    lead: "Всё, что стоит знать перед концертом: как добраться, когда работает касса и как провести вечер в зале.",
    sections: [
      {
        title: "На метро",
        paragraphs: ["Зал находится в центре Еревана, на проспекте Маштоца. Ближайшие станции\u00a0— «Еритасардакан» и «Маршал Баграмян», от обеих можно дойти пешком."],
      },
      {
        title: "На автобусе",
        paragraphs: ["На проспекте Маштоца останавливаются многие городские автобусы и маршрутки. Актуальные маршруты смотрите в приложении общественного транспорта Еревана."],
      },
      {
        title: "На машине и такси",
        paragraphs: ["Укажите в навигаторе или назовите водителю адрес: проспект Месропа Маштоца, 46. В концертные вечера в центре оживлённое движение\u00a0— выезжайте заранее."],
      },
      {
        title: "Парковка",
        paragraphs: ["В центре машины паркуют на улицах, на платных местах, и в концертные вечера они быстро заполняются. Советуем приходить пешком, приезжать на метро или на такси."],
      },
      {
        title: "Приход и опоздание",
        paragraphs: [
          "Приходите заранее, чтобы успеть сдать верхнюю одежду в гардероб и спокойно найти своё место.",
          "Если вы опоздали, капельдинеры проводят вас в зал в подходящей паузе, чтобы не мешать исполнителям и слушателям.",
        ],
      },
      {
        title: "Гардероб",
        paragraphs: ["Пожалуйста, оставьте верхнюю одежду и большие сумки в гардеробе, прежде чем пройти в зал."],
      },
      {
        title: "Дети",
        paragraphs: ["Многие концерты подходят юным слушателям. Возрастная рекомендация указана на странице концерта, а о билете для ребёнка можно спросить в кассе."],
      },
      {
        title: "Фото- и видеосъёмка",
        paragraphs: ["Во время исполнения фото- и видеосъёмка и звукозапись запрещены. Фотографируйте до концерта, в антракте и после него."],
      },
      {
        title: "Еда и напитки",
        paragraphs: ["Пожалуйста, не проносите в зал еду и напитки."],
      },
    ],
  },
};

/**
 * The Plan your visit page's first published version in each language (server/seed.ts runs it once per
 * database; an existing page is never overwritten): the ticket office's hours as a facts block under
 * their heading, then a heading and a text for each section.
 */
export async function seedPlanVisitPage(db: Db, now: Date): Promise<void> {
  const store = pageStore(db);
  for (const lang of LANGS) {
    const { lead, sections } = FIRST_VERSION[lang];
    const blocks: PageBlock[] = [
      { type: "heading", text: HALL_FACTS_TEXTS[lang].office.title },
      { type: "facts", facts: "officeHours" },
      ...sections.flatMap(({ title, paragraphs }): PageBlock[] => [
        { type: "heading", text: title },
        paragraphsBlock(...paragraphs),
      ]),
    ];
    await store.createPublished(pageDocument("plan-visit", lang), { title: catalogueFor(lang).pages.planVisit.title, lead, blocks }, { id: null, name: "system" }, now);
  }
}
