import type { Localised } from "../../i18n/languages";
import type { PlanVisitTexts } from "./plan-visit.types";

/**
 * The Plan your visit page (/{lang}/visit): fixed texts, in three languages. Figures (the ticket
 * office's hours) come from the published hall facts; phone numbers from the site settings.
 */

export const PLAN_VISIT_TEXTS: Localised<PlanVisitTexts> = {
  am: {
    lead: "Այն ամենը, ինչ պետք է իմանալ համերգից առաջ՝ ինչպես հասնել, երբ է բաց տոմսարկղը և ինչպես անցկացնել երեկոն դահլիճում։",
    addressTitle: "Հասցեն",
    mapLink: "Բացել քարտեզում",
    officeIntro: "Տոմսեր կարող եք գնել համերգասրահի տոմսարկղում կամ կայքում։",
    sections: [
      {
        id: "metro",
        title: "Մետրոյով",
        paragraphs: ["Համերգասրահը Երևանի կենտրոնում է՝ Մաշտոցի պողոտայում։ Մոտակա կայարաններն են «Երիտասարդականը» և «Մարշալ Բաղրամյանը», որոնցից մինչև սրահ կարելի է քայլել։"],
      },
      {
        id: "bus",
        title: "Ավտոբուսով",
        paragraphs: ["Քաղաքային ավտոբուսների ու միկրոավտոբուսների շատ երթուղիներ կանգառ ունեն Մաշտոցի պողոտայում։ Ընթացիկ երթուղիները ստուգեք Երևանի հասարակական տրանսպորտի հավելվածում։"],
      },
      {
        id: "car",
        title: "Մեքենայով և տաքսիով",
        paragraphs: ["Քարտեզում նշեք «Մեսրոպ Մաշտոցի պողոտա 46» հասցեն։ Համերգային երեկոներին կենտրոնում երթևեկությունը ծանրաբեռնված է. ժամանակ թողեք ճանապարհի համար։"],
      },
      {
        id: "parking",
        title: "Կայանատեղի",
        paragraphs: ["Կենտրոնում մեքենաները կայանվում են փողոցներում՝ վճարովի կայանատեղիներում, և համերգային երեկոներին ազատ տեղերը արագ են լցվում։ Խորհուրդ ենք տալիս գալ ոտքով, մետրոյով կամ տաքսիով։"],
      },
      {
        id: "arrival",
        title: "Ժամանում և ուշացում",
        paragraphs: [
          "Եկեք նախապես, որպեսզի հասցնեք հանդերձարան հանձնել վերնազգեստը և հանգիստ գտնել ձեր տեղը։",
          "Եթե ուշանում եք, սրահի աշխատակիցները ձեզ ներս կուղեկցեն հարմար դադարի ժամանակ, որպեսզի չխանգարեք կատարողներին և ունկնդիրներին։",
        ],
      },
      {
        id: "cloakroom",
        title: "Հանդերձարան",
        paragraphs: ["Խնդրում ենք վերնազգեստը և մեծ պայուսակները թողնել հանդերձարանում՝ նախքան դահլիճ մտնելը։"],
      },
      {
        id: "children",
        title: "Երեխաներ",
        paragraphs: ["Շատ համերգներ հարմար են երիտասարդ ունկնդիրների համար։ Տարիքային խորհուրդը նշված է համերգի էջում, իսկ երեխայի տոմսի մասին կարող եք հարցնել տոմսարկղում։"],
      },
      {
        id: "photography",
        title: "Լուսանկարահանում",
        paragraphs: ["Կատարման ընթացքում լուսանկարահանումը, տեսանկարահանումն ու ձայնագրումն արգելված են։ Լուսանկարեք համերգից առաջ, ընդմիջմանը և համերգից հետո։"],
      },
      {
        id: "food",
        title: "Սնունդ և խմիչքներ",
        paragraphs: ["Խնդրում ենք դահլիճ չբերել սնունդ և խմիչքներ։"],
      },
    ],
  },
  en: {
    lead: "What to know before the concert: how to get here, when the ticket office is open and how to spend the evening in the hall.",
    addressTitle: "Address",
    mapLink: "Open in maps",
    officeIntro: "Buy tickets at the hall's ticket office or on this site.",
    sections: [
      {
        id: "metro",
        title: "By metro",
        paragraphs: ["The hall is in the centre of Yerevan, on Mashtots Avenue. The nearest stations are Yeritasardakan and Marshal Baghramyan, both within walking distance."],
      },
      {
        id: "bus",
        title: "By bus",
        paragraphs: ["Many city bus and minibus routes stop on Mashtots Avenue. Check the current routes in Yerevan's public transport app."],
      },
      {
        id: "car",
        title: "By car or taxi",
        paragraphs: ["Give your map or driver the address 46 Mesrop Mashtots Avenue. Traffic in the centre is heavy on concert evenings: leave time for the journey."],
      },
      {
        id: "parking",
        title: "Parking",
        paragraphs: ["Parking in the centre is on the street, in paid spaces, and they fill quickly on concert evenings. We suggest coming on foot, by metro or by taxi."],
      },
      {
        id: "arrival",
        title: "Arrival and late admission",
        paragraphs: [
          "Come in good time, so that you can leave your coat in the cloakroom and find your seat without hurry.",
          "If you are late, the ushers will take you in at a suitable pause, so that the performers and the audience are not disturbed.",
        ],
      },
      {
        id: "cloakroom",
        title: "Cloakroom",
        paragraphs: ["Please leave coats and large bags in the cloakroom before you go into the hall."],
      },
      {
        id: "children",
        title: "Children",
        paragraphs: ["Many concerts suit young listeners. The concert's page gives an age recommendation, and the ticket office can tell you about a ticket for a child."],
      },
      {
        id: "photography",
        title: "Photography",
        paragraphs: ["Photography, filming and sound recording are not allowed during the performance. You are welcome to take pictures before the concert, in the interval and afterwards."],
      },
      {
        id: "food",
        title: "Food and drink",
        paragraphs: ["Please do not bring food or drinks into the hall."],
      },
    ],
  },
  ru: {
    lead: "Всё, что стоит знать перед концертом: как добраться, когда работает касса и как провести вечер в зале.",
    addressTitle: "Адрес",
    mapLink: "Открыть на карте",
    officeIntro: "Билеты можно купить в кассе зала или на сайте.",
    sections: [
      {
        id: "metro",
        title: "На метро",
        paragraphs: ["Зал находится в центре Еревана, на проспекте Маштоца. Ближайшие станции\u00a0— «Еритасардакан» и «Маршал Баграмян», от обеих можно дойти пешком."],
      },
      {
        id: "bus",
        title: "На автобусе",
        paragraphs: ["На проспекте Маштоца останавливаются многие городские автобусы и маршрутки. Актуальные маршруты смотрите в приложении общественного транспорта Еревана."],
      },
      {
        id: "car",
        title: "На машине и такси",
        paragraphs: ["Укажите в навигаторе или назовите водителю адрес: проспект Месропа Маштоца, 46. В концертные вечера в центре оживлённое движение\u00a0— выезжайте заранее."],
      },
      {
        id: "parking",
        title: "Парковка",
        paragraphs: ["В центре машины паркуют на улицах, на платных местах, и в концертные вечера они быстро заполняются. Советуем приходить пешком, приезжать на метро или на такси."],
      },
      {
        id: "arrival",
        title: "Приход и опоздание",
        paragraphs: [
          "Приходите заранее, чтобы успеть сдать верхнюю одежду в гардероб и спокойно найти своё место.",
          "Если вы опоздали, капельдинеры проводят вас в зал в подходящей паузе, чтобы не мешать исполнителям и слушателям.",
        ],
      },
      {
        id: "cloakroom",
        title: "Гардероб",
        paragraphs: ["Пожалуйста, оставьте верхнюю одежду и большие сумки в гардеробе, прежде чем пройти в зал."],
      },
      {
        id: "children",
        title: "Дети",
        paragraphs: ["Многие концерты подходят юным слушателям. Возрастная рекомендация указана на странице концерта, а о билете для ребёнка можно спросить в кассе."],
      },
      {
        id: "photography",
        title: "Фото- и видеосъёмка",
        paragraphs: ["Во время исполнения фото- и видеосъёмка и звукозапись запрещены. Фотографируйте до концерта, в антракте и после него."],
      },
      {
        id: "food",
        title: "Еда и напитки",
        paragraphs: ["Пожалуйста, не проносите в зал еду и напитки."],
      },
    ],
  },
};
