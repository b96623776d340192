/**
 * Texts of the accessibility page. What the hall has not confirmed yet (step-free entrances,
 * wheelchair places, lifts, toilets, assistance dogs, hearing systems) is never stated as fact:
 * each such point sits in a `pending` list, which the page marks "to be confirmed by the hall".
 * When the hall confirms one, move it into the topic's `text` in all three languages. The
 * address, the seat count and the phone number are rendered by the page, not written here.
 */
import type { Localised } from "../i18n/languages";
import type { AccessibilityTexts } from "./accessibility-texts.types";

export type { AccessibilityTexts };

const am: AccessibilityTexts = {
  lead: "Մենք ցանկանում ենք, որ յուրաքանչյուր այցելու վայելի երաժշտությունը։ Այստեղ կգտնեք այն, ինչ մեզ հայտնի է համերգասրահի մատչելիության մասին, ինչպես նաև այն հարցերը, որոնք արժե տալ մեզ նախքան այցը։",
  pendingBadge: "Ճշտվում է համերգասրահի հետ",
  pendingNote:
    "Որոշ մանրամասներ դեռ ճշտվում են համերգասրահի հետ և նշված են «Ճշտվում է համերգասրահի հետ» պիտակով։ Մինչև դրանց հաստատումը խնդրում ենք այցից առաջ ճշտել դրանք մեզ հետ։",
  building: {
    title: "Շենքը",
    address: "Համերգասրահը գտնվում է {address} հասցեում։",
    layout: "Շենքն ունի երեք հարկ։ Գլխավոր դահլիճն ունի {seats} նստատեղ՝ պարտերում, ամֆիթատրոնում և օթյակներում։",
  },
  topics: {
    entrances: {
      title: "Մուտքեր",
      text: "Եթե աստիճաններով բարձրանալը ձեզ համար դժվար է, զանգահարեք մեզ մինչև համերգի օրը, և մենք կասենք, թե որ մուտքից է ավելի հեշտ ներս մտնել։",
      pending: [
        "Որ մուտքն է առանց աստիճանների կամ թեքահարթակով, և արդյոք այն բաց է յուրաքանչյուր համերգից առաջ։",
        "Արդյոք աշխատակիցը կարող է ձեզ դիմավորել մուտքի մոտ և ուղեկցել մինչև ձեր տեղը։",
      ],
    },
    wheelchair: {
      title: "Տեղեր անվասայլակով այցելուների համար",
      text: "Եթե տեղաշարժվում եք անվասայլակով, խնդրում ենք այդ մասին տեղեկացնել տոմսարկղին նախքան տոմս գնելը։ Հարցրեք, թե որտեղ եք նստելու դուք և որտեղ՝ ձեր ուղեկցողը։",
      pending: [
        "Քանի տեղ կա անվասայլակով այցելուների համար գլխավոր դահլիճում և «Հարմոնիա» կամերային սրահում, և որտեղ են դրանք։",
        "Արդյոք ուղեկցողը կարող է նստել ձեր կողքին, և ինչպես ամրագրել երկու տեղը միասին։",
      ],
    },
    lifts: {
      title: "Վերելակներ և աստիճաններ",
      text: "Եթե չեք կարող աստիճաններով բարձրանալ, նախքան տեղ ընտրելը հարցրեք, թե որ տեղերին կարելի է հասնել առանց աստիճանների։",
      pending: [
        "Արդյոք շենքում վերելակ կա, որտեղ է այն և որ հարկեր է բարձրանում։",
        "Դահլիճի որ հատվածներին (պարտեր, ամֆիթատրոն, օթյակներ) կարելի է հասնել առանց աստիճանների։",
      ],
    },
    toilets: {
      title: "Զուգարաններ",
      text: "Եթե ձեզ հարմարեցված զուգարան է անհրաժեշտ, հարցրեք այդ մասին զանգահարելիս։",
      pending: ["Արդյոք շենքում կա հաշմանդամություն ունեցող մարդկանց համար հարմարեցված զուգարան, և որ հարկում։"],
    },
    assistanceDogs: {
      title: "Ուղեկցող շներ",
      text: "Եթե գալիս եք ուղեկցող կամ այլ օգնական շան հետ, խնդրում ենք նախապես տեղեկացնել մեզ։",
      pending: ["Արդյոք օգնական շները կարող են իրենց տերերի հետ մտնել դահլիճ, և որտեղ կարող է շունը մնալ համերգի ընթացքում։"],
    },
    hearing: {
      title: "Լսողություն",
      text: "Եթե չեք լսում կամ լսողության խնդիրներ ունեք, կարող եք զանգահարելու փոխարեն գրել մեզ․ էլ. փոստի հասցեն նշված է «Ինչպես դիմել օգնության համար» բաժնում։",
      pending: ["Արդյոք դահլիճում կա ինդուկցիոն օղակ կամ լսողական աջակցության այլ համակարգ, և որ տեղերն է այն ընդգրկում։"],
    },
  },
  visit: {
    title: "Տեսեք համերգասրահը համերգից առաջ",
    text: "Էքսկուրսիաներն անցկացվում են {tourDays}, {tourHours}։ Էքսկուրսիայի ժամանակ կարող եք նախապես տեսնել մուտքերը, աստիճաններն ու նստատեղերը՝ նախքան համերգ ընտրելը։ Ամրագրելիս պատմեք, թե ինչ է ձեզ անհրաժեշտ։",
    pending: ["Արդյոք էքսկուրսիայի երթուղին կարելի է անցնել առանց աստիճանների։"],
    tourLink: "Էքսկուրսիաների մասին",
  },
  help: {
    title: "Ինչպես դիմել օգնության համար",
    text: "Զանգահարեք տոմսարկղ և պատմեք, թե ինչ է ձեզ անհրաժեշտ՝ տեղ անվասայլակի համար, օգնություն մուտքի մոտ, տեղ ելքի մոտ կամ որևէ այլ բան։ Որքան շուտ տեղեկացնեք, այնքան լավ կկարողանանք նախապատրաստվել։",
    writeText: "Նախընտրո՞ւմ եք գրել։ Ուղարկեք մեզ նամակ էլ. փոստով։",
  },
};

const en: AccessibilityTexts = {
  lead: "We want every visitor to enjoy the music. Here is what we know about access to the hall, and what to ask us before you come.",
  pendingBadge: "To be confirmed by the hall",
  pendingNote:
    "Some details are still being checked with the hall and are marked “To be confirmed by the hall”. Until they are confirmed, please ask us about them before your visit.",
  building: {
    title: "The building",
    address: "The hall is at {address}.",
    layout: "The building has three floors. The main hall has {seats} seats, in the parterre, the amphitheatre and the boxes.",
  },
  topics: {
    entrances: {
      title: "Entrances",
      text: "If steps are difficult for you, call us before the day of the concert and we will tell you the easiest way in.",
      pending: [
        "Which entrance has no steps or has a ramp, and whether it is open before every concert.",
        "Whether a member of staff can meet you at the entrance and take you to your seat.",
      ],
    },
    wheelchair: {
      title: "Wheelchair places",
      text: "If you use a wheelchair, please tell the ticket office before you buy your ticket. Ask where you will sit and where your companion can sit.",
      pending: [
        "How many wheelchair places the main hall and the Harmony chamber hall have, and where they are.",
        "Whether a companion can sit next to you, and how to book both seats together.",
      ],
    },
    lifts: {
      title: "Lifts and stairs",
      text: "If you cannot use stairs, ask which seats you can reach without them before you choose where to sit.",
      pending: [
        "Whether the building has a lift, where it is and which floors it serves.",
        "Which parts of the hall (parterre, amphitheatre, boxes) can be reached without stairs.",
      ],
    },
    toilets: {
      title: "Toilets",
      text: "If you need an accessible toilet, ask about it when you call.",
      pending: ["Whether the building has an accessible toilet, and on which floor."],
    },
    assistanceDogs: {
      title: "Assistance dogs",
      text: "If you are coming with a guide dog or another assistance dog, please let us know in advance.",
      pending: ["Whether assistance dogs may come into the hall with their owners, and where the dog can stay during the concert."],
    },
    hearing: {
      title: "Hearing",
      text: "If you are deaf or hard of hearing, you can write to us instead of calling: the e-mail address is under “How to ask for help”.",
      pending: ["Whether the hall has a hearing loop or another assisted listening system, and which seats it covers."],
    },
  },
  visit: {
    title: "See the hall before the concert",
    text: "Guided tours of the hall run {tourDays}, {tourHours}. On a tour you can see the entrances, the stairs and the seats before you choose a concert. Tell us what you need when you book it.",
    pending: ["Whether the tour route can avoid stairs."],
    tourLink: "About the tours",
  },
  help: {
    title: "How to ask for help",
    text: "Call the ticket office and tell us what you need: a wheelchair place, help at the entrance, a seat near an exit, or anything else. The sooner you let us know, the better we can prepare.",
    writeText: "Prefer to write? Send us an e-mail.",
  },
};

const ru: AccessibilityTexts = {
  lead: "Мы хотим, чтобы музыкой мог насладиться каждый зритель. Здесь собрано то, что известно о доступности зала, и то, о чём стоит спросить нас перед визитом.",
  pendingBadge: "Уточняется у администрации зала",
  pendingNote:
    "Некоторые сведения ещё уточняются у администрации зала и отмечены пометкой «Уточняется у администрации зала». Пока они не подтверждены, пожалуйста, спросите о них перед визитом.",
  building: {
    title: "Здание",
    address: "Зал находится по адресу: {address}.",
    layout: "В здании три этажа. В большом зале {seats}\u00a0мест\u00a0— в партере, амфитеатре и ложах.",
  },
  topics: {
    entrances: {
      title: "Входы",
      text: "Если вам трудно подниматься по ступеням, позвоните нам до дня концерта, и мы подскажем, через какой вход удобнее пройти.",
      pending: [
        "Какой вход без ступеней или с пандусом и открыт ли он перед каждым концертом.",
        "Может ли сотрудник зала встретить вас у входа и проводить до места.",
      ],
    },
    wheelchair: {
      title: "Места для зрителей на креслах-колясках",
      text: "Если вы передвигаетесь на кресле-коляске, пожалуйста, сообщите об этом в кассу до покупки билета. Спросите, где будете сидеть вы и где\u00a0— ваш сопровождающий.",
      pending: [
        "Сколько мест для зрителей на креслах-колясках в большом зале и в камерном зале «Гармония» и где они расположены.",
        "Может ли сопровождающий сидеть рядом с вами и как забронировать оба места вместе.",
      ],
    },
    lifts: {
      title: "Лифты и лестницы",
      text: "Если вы не можете подниматься по лестнице, перед выбором мест спросите, до каких мест можно добраться без ступеней.",
      pending: [
        "Есть ли в здании лифт, где он находится и на какие этажи поднимается.",
        "В какие части зала (партер, амфитеатр, ложи) можно попасть без ступеней.",
      ],
    },
    toilets: {
      title: "Туалеты",
      text: "Если вам нужен туалет, оборудованный для людей с инвалидностью, спросите о нём, когда будете звонить.",
      pending: ["Есть ли в здании туалет для людей с инвалидностью и на каком этаже."],
    },
    assistanceDogs: {
      title: "Собаки-помощники",
      text: "Если вы придёте с собакой-проводником или другой собакой-помощником, пожалуйста, предупредите нас заранее.",
      pending: ["Можно ли проходить в зал с собакой-помощником и где собака может находиться во время концерта."],
    },
    hearing: {
      title: "Слух",
      text: "Если вы не слышите или плохо слышите, вы можете написать нам вместо звонка: адрес электронной почты указан в разделе «Как попросить о помощи».",
      pending: ["Есть ли в зале индукционная петля или другая система для слабослышащих и какие места она охватывает."],
    },
  },
  visit: {
    title: "Посмотрите зал до концерта",
    text: "Экскурсии по залу проходят {tourDays}, {tourHours}. На экскурсии можно заранее увидеть входы, лестницы и места, прежде чем выбрать концерт. При записи расскажите, что вам нужно.",
    pending: ["Можно ли пройти маршрут экскурсии без ступеней."],
    tourLink: "Об экскурсиях",
  },
  help: {
    title: "Как попросить о помощи",
    text: "Позвоните в кассу и расскажите, что вам нужно: место для кресла-коляски, помощь у входа, место рядом с выходом или что-то ещё. Чем раньше вы нам сообщите, тем лучше мы сможем подготовиться.",
    writeText: "Удобнее написать? Отправьте нам письмо по электронной почте.",
  },
};

export const ACCESSIBILITY_TEXTS: Localised<AccessibilityTexts> = { am, en, ru };
