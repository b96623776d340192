/**
 * Fixed texts of the venue pages (hall rental, tour, exclusive balcony, Harmony chamber hall).
 * Figures, prices and phone numbers are rendered by the pages, not written here: a text that
 * carries a figure holds its placeholder (`{floors}`, `{tourDays}`…), filled from the published hall
 * facts (app/features/hall-facts/fact-values.ts). Russian and Armenian keep a no-break space (\u00a0) between a number
 * and its unit.
 */
import type { Localised } from "../i18n/languages";

export type VenueTexts = {
  rent: {
    lead: string;
    hallIntro: string;
    seatsTitle: string;
    seatLabels: { parterre: string; amphitheater: string; rightBox: string; leftBox: string; stage: string; total: string };
    floors: string;
    termsTitle: string;
    terms: string[];
    feedbackNote: string;
    formTitle: string;
    eventTypePlaceholder: string;
  };
  visit: {
    lead: string;
    description: string;
    privateTitle: string;
    privateText: string;
    durationTitle: string;
    duration: string;
    scheduleTitle: string;
    schedule: string;
    pricesTitle: string;
    priceLabels: { local: string; tourist: string; university: string; school: string };
    languagesTitle: string;
    languageLabels: { armenian: string; other: string };
    privateEveningLabel: string;
    contactTitle: string;
    contactText: string;
    formTitle: string;
  };
  vipBalcony: {
    lead: string;
    description: string;
    featuresTitle: string;
    features: [string, string, string, string];
    closing: string;
    formTitle: string;
  };
  harmony: {
    lead: string;
    description: string;
    useCasesTitle: string;
    useCases: string[];
    benefitsTitle: string;
    benefits: string[];
    capacity: string;
    formTitle: string;
  };
};

const am: VenueTexts = {
  rent: {
    lead: "Անցկացրեք ձեր համերգը, փառատոնը կամ միջոցառումը Հայաստանի ազգային ֆիլհարմոնիկ նվագախմբի տանը։",
    hallIntro:
      "Կոմպոզիտոր Արամ Խաչատրյանի անունը կրող գլխավոր դահլիճը հարմար է սիմֆոնիկ և կամերային համերգների, փառատոնների, համաժողովների ու հանդիսավոր արարողությունների համար։ Ավելի փոքր հավաքների համար նույն շենքում գործում է «Հարմոնիա» կամերային սրահը։ Պատմեք մեզ ձեր միջոցառման մասին, և մենք կօգնենք ընտրել ամենահարմար սրահը։",
    seatsTitle: "Գլխավոր դահլիճի նստատեղերը",
    seatLabels: {
      parterre: "Պարտեր",
      amphitheater: "Ամֆիթատրոն",
      rightBox: "Աջ բեմական օթյակ",
      leftBox: "Ձախ բեմական օթյակ",
      stage: "Բեմական հատված",
      total: "Ընդամենը",
    },
    floors: "Համերգասրահն ունի {floors}\u00a0հարկ։",
    termsTitle: "Վարձակալության պայմաններ",
    terms: [
      "Խնդրում ենք սրահն ամրագրել նախապես՝ հնարավորինս շուտ։",
      "Տեխնիկական պահանջները (ռայդերը) և փորձերի ժամանակը համաձայնեցվում են համերգասրահի աշխատակազմի հետ։",
      "Գինը տրամադրվում է ըստ հարցման և կախված է ամսաթվից, տևողությունից և միջոցառման պահանջներից։",
      "Լրացուցիչ սարքավորումներն ու ծառայությունները քննարկվում են առանձին։",
      "Բոլոր միջոցառումների ժամանակ գործում են համերգասրահի անվտանգության կանոնները։",
      "Ամսաթիվն ամրագրվում է պայմանները համաձայնեցնելուց հետո։",
    ],
    feedbackNote: "Հայտն ուղարկելուց հետո համերգասրահի աշխատակիցները կկապվեն ձեզ հետ՝ ամսաթվերն ու պայմանները քննարկելու համար։",
    formTitle: "Վարձակալության հայտ",
    eventTypePlaceholder: "Համերգ, համաժողով, արարողություն…",
  },
  visit: {
    lead: "Բացահայտեք Արամ Խաչատրյանի անվան համերգասրահը ներսից։",
    description:
      "Էքսկուրսիայի երթուղին անցնում է նախասրահով, գլխավոր դահլիճով և բեմական հատվածով, որտեղ ելույթ են ունենում նվագախումբը և հյուր կատարողները։ Էքսկուրսավարը կներկայացնի համերգասրահի պատմությունը՝ 1953\u00a0թվականին բացվելուց մինչև մեր օրերը, և կպատմի այն կոմպոզիտորի մասին, որի անունը կրում է սրահը։",
    privateTitle: "Մասնավոր երեկոյան այց",
    privateText:
      "Հատուկ առիթի համար կարող եք կազմակերպել մասնավոր երեկոյան այց։ Համերգասրահը ձեզ և ձեր հյուրերին կընդունի սովորական ժամերից հետո՝ նախապես համաձայնեցված ժամանակին։ Ամսաթիվն ու մանրամասները քննարկելու համար կապվեք մեզ հետ։",
    durationTitle: "Տևողությունը",
    duration: "{tourDuration}",
    scheduleTitle: "Էքսկուրսիաների ժամերը",
    schedule: "{tourDays}, {tourHours}",
    pricesTitle: "Տոմսերի արժեքը",
    priceLabels: {
      local: "Տեղացի այցելուներ",
      tourist: "Զբոսաշրջիկներ",
      university: "Ուսանողներ",
      school: "Դպրոցականներ",
    },
    languagesTitle: "Էքսկուրսավարի ծառայություն",
    languageLabels: {
      armenian: "Էքսկուրսավարի ուղեկցությամբ էքսկուրսիա՝ հայերենով",
      other: "Էքսկուրսավարի ուղեկցությամբ էքսկուրսիա՝ այլ լեզուներով",
    },
    privateEveningLabel: "Մասնավոր երեկոյան այց",
    contactTitle: "Էքսկուրսիայի ամրագրում",
    contactText: "Էքսկուրսիա ամրագրելու կամ հարց տալու համար զանգահարեք ստորև նշված հեռախոսահամարներից որևէ մեկով։",
    formTitle: "Էքսկուրսիայի հայտ",
  },
  vipBalcony: {
    lead: "Վայելեք համերգը բացառիկ օթյակից։",
    description:
      "Բացառիկ օթյակը հնարավորություն է տալիս Արամ Խաչատրյանի անվան համերգասրահում համերգը վայելել առավել մտերմիկ միջավայրում։ Այն հարմար ընտրություն է հատուկ առիթի, ընկերների հետ տոնակատարության կամ գործընկերների հետ երեկոյի համար։ Հայտ ուղարկեք ձեր ընտրած համերգի համար, իսկ մնացած մանրամասներով կզբաղվեն համերգասրահի աշխատակիցները։",
    featuresTitle: "Ինչ է առաջարկում օթյակը",
    features: [
      "Առանձին օթյակ ձեզ և ձեր հյուրերի համար",
      "Հարմարավետ նստատեղեր",
      "Հիանալի տեսարան դեպի բեմ",
      "Համերգասրահի աշխատակիցների ուշադիր սպասարկում",
    ],
    closing: "Երաժշտական երեկո՝ միայն ձեր ընտրած մարդկանց հետ։",
    formTitle: "Օթյակի ամրագրման հայտ",
  },
  harmony: {
    lead: "Մտերմիկ կամերային սրահ՝ մասնավոր միջոցառումների համար Երևանի կենտրոնում։",
    description:
      "«Հարմոնիա» կամերային սրահը գտնվում է Արամ Խաչատրյանի անվան համերգասրահի շենքում՝ գլխավոր դահլիճի հետ նույն հարկի տակ։ Նրա մտերմիկ մթնոլորտը հարմար է կամերային երաժշտության և այն միջոցառումների համար, որտեղ կարևոր է հանդիսատեսի հետ անմիջական շփումը։ Սրահը կարելի է հարմարեցնել համերգների, ընդունելությունների, շնորհանդեսների և մասնավոր տոնակատարությունների համար։",
    useCasesTitle: "Ի՞նչ միջոցառումների համար",
    useCases: [
      "Կամերային համերգներ և մենահամերգներ",
      "Ընդունելություններ",
      "Շնորհանդեսներ",
      "Վարպետության դասեր և սեմինարներ",
      "Մասնավոր տոնակատարություններ",
      "Ասուլիսներ",
    ],
    benefitsTitle: "Ինչո՞ւ «Հարմոնիա»",
    benefits: [
      "Մտերմիկ ակուստիկա՝ կամերային երաժշտության համար",
      "Կենտրոնական դիրք՝ գլխավոր դահլիճի հետ նույն շենքում",
      "Նստատեղերի ճկուն դասավորություն՝ ըստ ձեր միջոցառման բնույթի",
      "Համերգասրահի աշխատակիցների աջակցություն միջոցառման նախապատրաստման ընթացքում",
    ],
    capacity: "Մասնավոր միջոցառումներ՝ մինչև {harmonyCapacity}\u00a0մասնակցով։",
    formTitle: "Հայտ «Հարմոնիա» սրահի համար",
  },
};

const en: VenueTexts = {
  rent: {
    lead: "Bring your concert, festival or event to the home of the Armenian National Philharmonic Orchestra.",
    hallIntro:
      "The main hall, named after the composer Aram Khachaturian, suits symphonic and chamber concerts, festivals, conferences and ceremonies. For smaller gatherings, the Harmony chamber hall in the same building offers a more intimate setting. Tell us about your event, and we will help you choose the right space.",
    seatsTitle: "Seating in the main hall",
    seatLabels: {
      parterre: "Parterre",
      amphitheater: "Amphitheatre",
      rightBox: "Right stage box",
      leftBox: "Left stage box",
      stage: "Stage area",
      total: "Total",
    },
    floors: "The hall has {floors} floors.",
    termsTitle: "Terms of rental",
    terms: [
      "Please book as far in advance as possible.",
      "The technical rider and rehearsal times are agreed with the hall's staff.",
      "Prices are given on request and depend on the date, duration and requirements of your event.",
      "Additional equipment and services are discussed separately.",
      "The hall's safety rules apply to every event.",
      "A date is reserved once the terms have been agreed.",
    ],
    feedbackNote: "After you send the form, the hall's staff will contact you to discuss dates and terms.",
    formTitle: "Rental enquiry",
    eventTypePlaceholder: "Concert, conference, ceremony…",
  },
  visit: {
    lead: "Discover the Aram Khachaturian Concert Hall from the inside.",
    description:
      "The tour takes you through the foyer, the main hall and the stage area, where the orchestra and visiting artists perform. Your guide will tell you the story of the hall, from its opening in 1953 to the present day, and of the composer whose name it bears.",
    privateTitle: "Private evening visit",
    privateText:
      "For a special occasion, you can arrange a private evening visit: the hall will welcome you and your guests after its regular hours, at a time agreed in advance. Contact us to discuss the date and details.",
    durationTitle: "Duration",
    duration: "{tourDuration}",
    scheduleTitle: "Tour times",
    schedule: "{tourDays}, {tourHours}",
    pricesTitle: "Ticket prices",
    priceLabels: {
      local: "Local visitors",
      tourist: "Tourists",
      university: "University students",
      school: "School students",
    },
    languagesTitle: "Guided tours",
    languageLabels: {
      armenian: "Guided tour in Armenian",
      other: "Guided tour in other languages",
    },
    privateEveningLabel: "Private evening visit",
    contactTitle: "Book a tour",
    contactText: "To book a tour or ask a question, call us on either of the numbers below.",
    formTitle: "Tour request",
  },
  vipBalcony: {
    lead: "Enjoy the concert from an exclusive balcony box.",
    description:
      "The exclusive balcony box offers a more private way to experience a concert at the Aram Khachaturian Concert Hall. It is a fitting choice for a special occasion, a celebration with friends or an evening with business partners. Send us a request for the concert you would like to attend, and the hall's staff will take care of the details.",
    featuresTitle: "What the box offers",
    features: [
      "A private box for you and your guests",
      "Comfortable seating",
      "An excellent view of the stage",
      "Attentive service from the hall's staff",
    ],
    closing: "An evening of music, shared only with the people you choose.",
    formTitle: "Box request",
  },
  harmony: {
    lead: "An intimate chamber hall for private events in the centre of Yerevan.",
    description:
      "The Harmony chamber hall is part of the Aram Khachaturian Concert Hall, under the same roof as the main auditorium. Its intimate atmosphere suits chamber music and any event where close contact with the audience matters. The hall can be arranged for concerts, receptions, presentations and private celebrations.",
    useCasesTitle: "Ideal for",
    useCases: [
      "Chamber concerts and recitals",
      "Receptions",
      "Presentations",
      "Masterclasses and seminars",
      "Private celebrations",
      "Press conferences",
    ],
    benefitsTitle: "Why Harmony",
    benefits: [
      "Intimate acoustics suited to chamber music",
      "A central location, in the same building as the main hall",
      "Flexible seating to suit the format of your event",
      "Help from the hall's staff in preparing your event",
    ],
    capacity: "Private events for up to {harmonyCapacity} participants.",
    formTitle: "Harmony hall enquiry",
  },
};

const ru: VenueTexts = {
  rent: {
    lead: "Проведите концерт, фестиваль или мероприятие в доме Национального филармонического оркестра Армении.",
    hallIntro:
      "Большой зал, носящий имя композитора Арама Хачатуряна, подходит для симфонических и камерных концертов, фестивалей, конференций и торжественных церемоний. Для встреч в более узком кругу в том же здании есть камерный зал «Гармония». Расскажите нам о своём мероприятии, и мы поможем выбрать подходящий зал.",
    seatsTitle: "Места в большом зале",
    seatLabels: {
      parterre: "Партер",
      amphitheater: "Амфитеатр",
      rightBox: "Правая ложа у сцены",
      leftBox: "Левая ложа у сцены",
      stage: "Сценическая зона",
      total: "Всего",
    },
    floors: "Зрительный зал расположен на {floors}\u00a0этажах.",
    termsTitle: "Условия аренды",
    terms: [
      "Бронируйте зал заранее\u00a0— чем раньше, тем лучше.",
      "Технический райдер и время репетиций согласуются с сотрудниками зала.",
      "Стоимость сообщается по запросу и зависит от даты, продолжительности и задач мероприятия.",
      "Дополнительное оборудование и услуги обсуждаются отдельно.",
      "На всех мероприятиях действуют правила безопасности зала.",
      "Дата закрепляется за вами после согласования условий.",
    ],
    feedbackNote: "После отправки заявки сотрудники зала свяжутся с вами, чтобы обсудить даты и условия.",
    formTitle: "Заявка на аренду",
    eventTypePlaceholder: "Концерт, конференция, церемония…",
  },
  visit: {
    lead: "Откройте для себя Концертный зал имени Арама Хачатуряна изнутри.",
    description:
      "Маршрут экскурсии проходит через фойе, большой зал и сценическую зону, где выступают оркестр и приглашённые исполнители. Экскурсовод расскажет об истории зала\u00a0— от открытия в 1953\u00a0году до наших дней\u00a0— и о композиторе, чьё имя он носит.",
    privateTitle: "Частное вечернее посещение",
    privateText:
      "По особому случаю можно организовать частное вечернее посещение: зал примет вас и ваших гостей после окончания обычных часов работы, в заранее согласованное время. Свяжитесь с нами, чтобы обсудить дату и подробности.",
    durationTitle: "Продолжительность",
    duration: "{tourDuration}",
    scheduleTitle: "Время экскурсий",
    schedule: "{tourDays}, {tourHours}",
    pricesTitle: "Стоимость билетов",
    priceLabels: {
      local: "Местные посетители",
      tourist: "Туристы",
      university: "Студенты",
      school: "Школьники",
    },
    languagesTitle: "Экскурсии с гидом",
    languageLabels: {
      armenian: "Экскурсия с гидом на армянском языке",
      other: "Экскурсия с гидом на других языках",
    },
    privateEveningLabel: "Частное вечернее посещение",
    contactTitle: "Запись на экскурсию",
    contactText: "Чтобы записаться на экскурсию или задать вопрос, позвоните по одному из номеров, указанных ниже.",
    formTitle: "Заявка на экскурсию",
  },
  vipBalcony: {
    lead: "Насладитесь концертом из эксклюзивной ложи на балконе.",
    description:
      "Эксклюзивная ложа на балконе позволяет провести вечер в Концертном зале имени Арама Хачатуряна в более уединённой обстановке. Это удачный выбор для особого случая, праздника с друзьями или встречи с деловыми партнёрами. Оставьте заявку на концерт, который хотите посетить, а обо всём остальном позаботятся сотрудники зала.",
    featuresTitle: "Что вас ждёт",
    features: [
      "Отдельная ложа для вас и ваших гостей",
      "Удобные кресла",
      "Прекрасный вид на сцену",
      "Внимание и забота сотрудников зала",
    ],
    closing: "Вечер музыки\u00a0— только в кругу тех, кого вы выбрали сами.",
    formTitle: "Заявка на бронирование ложи",
  },
  harmony: {
    lead: "Уютный камерный зал для частных мероприятий в центре Еревана.",
    description:
      "Камерный зал «Гармония» находится в здании Концертного зала имени Арама Хачатуряна, под одной крышей с большим залом. Его атмосфера располагает к камерной музыке и к встречам, где важен непосредственный контакт с публикой. Зал можно подготовить для концертов, приёмов, презентаций и частных праздников.",
    useCasesTitle: "Для каких мероприятий",
    useCases: [
      "Камерные и сольные концерты",
      "Приёмы",
      "Презентации",
      "Мастер-классы и семинары",
      "Частные праздники",
      "Пресс-конференции",
    ],
    benefitsTitle: "Почему «Гармония»",
    benefits: [
      "Акустика, располагающая к камерной музыке",
      "Удобное расположение в центре города, в одном здании с большим залом",
      "Гибкая расстановка мест под формат мероприятия",
      "Помощь сотрудников зала в подготовке мероприятия",
    ],
    capacity: "Частные мероприятия до {harmonyCapacity}\u00a0участников.",
    formTitle: "Заявка на зал «Гармония»",
  },
};

export const VENUE_TEXTS: Localised<VenueTexts> = { am, en, ru };
