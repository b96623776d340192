// Demo data for the local EventHub sandbox and the site's built-in fallback catalogue.
// These are sample concerts for development and offline use, not real concerts or real bookings.

/** One text in the provider's three language codes. */
export type DemoText = { arm: string; en: string; ru: string };

export type DemoConcert = {
  /** Provider event id. */
  id: number;
  /** Days from today on the hall's calendar (Asia/Yerevan). */
  dayOffset: number;
  /** Start, hall wall-clock time, "HH:MM". */
  time: string;
  name: DemoText;
  /** HTML description: <p> paragraphs and <br> line breaks only. */
  descriptionHtml: DemoText;
  /** Short free text the provider sends beside the description (what to expect, duration). */
  eventInfo: DemoText;
  /** main = the Aram Khachaturian main hall; harmony = the small Harmony chamber hall. */
  venue: "main" | "harmony";
  /** File slug of the concert's poster image, or null for the one concert without an image. */
  image: string | null;
  /** Seats still on sale; 0 means sold out. */
  availableSeats: number;
  performers: { name: DemoText; image: string | null; facebook: boolean; instagram: boolean }[];
};

export const DEMO_CONCERTS: DemoConcert[] = [
  {
    id: 1001,
    dayOffset: 1,
    time: "19:00",
    name: {
      arm: "Խաչատրյան՝ «Սպարտակ» և «Գայանե»",
      en: "Khachaturian: Spartacus and Gayane",
      ru: "Хачатурян: «Спартак» и «Гаянэ»",
    },
    descriptionHtml: {
      arm:
        "<p>Արամ Խաչատրյանի բալետային և թատերական երաժշտության ամենասիրված էջերը՝ «Դիմակահանդեսի» վալսից մինչև Սպարտակի և Ֆրիգիայի ադաժիոն։ Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբը կատարում է այն կոմպոզիտորի երաժշտությունը, որի անունը համերգասրահը կրում է 1979 թվականից։</p>" +
        "<p>Ծրագիր՝<br>Արամ Խաչատրյան — «Դիմակահանդես», սյուիտ<br>Արամ Խաչատրյան — «Սպարտակ», սյուիտ թիվ 2<br>Արամ Խաչատրյան — «Գայանե», սյուիտ թիվ 1</p>" +
        "<p>Տոմսի արժեքը՝ 3000–15000 դրամ</p>",
      en:
        "<p>The best-loved pages of Aram Khachaturian's ballet and theatre music, from the Masquerade waltz to the Adagio of Spartacus and Phrygia. The Armenian National Philharmonic Orchestra plays the music of the composer whose name the hall has borne since 1979.</p>" +
        "<p>Program:<br>Aram Khachaturian — Masquerade, Suite<br>Aram Khachaturian — Spartacus, Suite No. 2<br>Aram Khachaturian — Gayane, Suite No. 1</p>" +
        "<p>Ticket price: 3000–15000 AMD</p>",
      ru:
        "<p>Самые любимые страницы балетной и театральной музыки Арама Хачатуряна — от вальса из «Маскарада» до Адажио Спартака и Фригии. Национальный филармонический оркестр Армении исполняет музыку композитора, чьё имя зал носит с 1979 года.</p>" +
        "<p>Программа:<br>Арам Хачатурян — «Маскарад», сюита<br>Арам Хачатурян — «Спартак», сюита № 2<br>Арам Хачатурян — «Гаянэ», сюита № 1</p>" +
        "<p>Цена билета: 3000–15000 драм</p>",
    },
    eventInfo: {
      arm: "Խաչատրյանի բալետային և թատերական երաժշտությունը։ Տևողությունը՝ մոտ 1 ժամ 50 րոպե, ընդմիջումով։",
      en: "Khachaturian's ballet and theatre music. About 1 hour 50 minutes with an interval.",
      ru: "Балетная и театральная музыка Хачатуряна. Продолжительность — около 1 часа 50 минут с антрактом.",
    },
    venue: "main",
    image: "concert-spartacus",
    availableSeats: 412,
    performers: [
      {
        name: {
          arm: "Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբ",
          en: "Armenian National Philharmonic Orchestra",
          ru: "Национальный филармонический оркестр Армении",
        },
        image: "performer-orchestra",
        facebook: true,
        instagram: true,
      },
    ],
  },
  {
    id: 1002,
    dayOffset: 3,
    time: "19:00",
    name: {
      arm: "Լարային քառյակների երեկո",
      en: "An Evening of String Quartets",
      ru: "Вечер струнных квартетов",
    },
    descriptionHtml: {
      arm:
        "<p>Լարային քառյակի երեք տարբեր ձայն՝ Կոմիտասի ժողովրդական երգերի մանրանկարները, Բորոդինի քնարական Երկրորդ քառյակը և Շոստակովիչի խորապես անձնական Ութերորդ քառյակը։ Կամերային երեկո՝ երաժիշտների հետ գրեթե դեմ առ դեմ։</p>" +
        "<p>Ծրագիր՝<br>Կոմիտաս — Մանրանկարներ լարային քառյակի համար<br>Ալեքսանդր Բորոդին — Լարային քառյակ թիվ 2<br>Դմիտրի Շոստակովիչ — Լարային քառյակ թիվ 8</p>" +
        "<p>Տոմսի արժեքը՝ 3000–5000 դրամ</p>",
      en:
        "<p>Three very different voices of the string quartet: Komitas's folk-song miniatures, Borodin's lyrical Second Quartet and Shostakovich's deeply personal Eighth. An intimate evening with the musicians just a few steps away.</p>" +
        "<p>Program:<br>Komitas — Miniatures for string quartet<br>Alexander Borodin — String Quartet No. 2<br>Dmitri Shostakovich — String Quartet No. 8</p>" +
        "<p>Ticket price: 3000–5000 AMD</p>",
      ru:
        "<p>Три очень разных голоса струнного квартета: миниатюры Комитаса на народные мелодии, лирический Второй квартет Бородина и глубоко личный Восьмой квартет Шостаковича. Камерный вечер, на котором музыканты совсем рядом со слушателями.</p>" +
        "<p>Программа:<br>Комитас — Миниатюры для струнного квартета<br>Александр Бородин — Струнный квартет № 2<br>Дмитрий Шостакович — Струнный квартет № 8</p>" +
        "<p>Цена билета: 3000–5000 драм</p>",
    },
    eventInfo: {
      arm: "Կամերային երաժշտություն՝ մտերմիկ մթնոլորտում։ Տևողությունը՝ մոտ 1 ժամ 40 րոպե, ընդմիջումով։",
      en: "Chamber music in an intimate setting. About 1 hour 40 minutes with an interval.",
      ru: "Камерная музыка в уютной обстановке. Продолжительность — около 1 часа 40 минут с антрактом.",
    },
    venue: "harmony",
    image: "concert-quartet",
    availableSeats: 46,
    performers: [
      {
        name: {
          arm: "Նվագախմբի լարային քառյակ",
          en: "String quartet of the orchestra",
          ru: "Струнный квартет оркестра",
        },
        image: "performer-quartet",
        facebook: true,
        instagram: false,
      },
    ],
  },
  {
    id: 1003,
    dayOffset: 4,
    time: "19:00",
    name: {
      arm: "Դաշնամուրային երեկո՝ Շոպեն և Ռախմանինով",
      en: "Piano Recital: Chopin and Rachmaninoff",
      ru: "Фортепианный вечер: Шопен и Рахманинов",
    },
    descriptionHtml: {
      arm:
        "<p>Մենահամերգ մեծ բեմում՝ Շոպենի դրամատիզմից ու պոեզիայից մինչև Ռախմանինովի պրելյուդների թափը։ Ծրագիրն ավարտվում է հայկական դաշնամուրային երաժշտության երկու գոհարով՝ Խաչատրյանի Տոկատով և «Էլեգիայով», որը Բաբաջանյանը նվիրել է նրա հիշատակին։</p>" +
        "<p>Ծրագիր՝<br>Ֆրեդերիկ Շոպեն — Բալլադ թիվ 1<br>Ֆրեդերիկ Շոպեն — Սոնատ թիվ 2<br>Սերգեյ Ռախմանինով — Պրելյուդներ (ընտրանի)<br>Արամ Խաչատրյան — Տոկատ<br>Առնո Բաբաջանյան — «Էլեգիա»</p>" +
        "<p>Տոմսի արժեքը՝ 3000–10000 դրամ</p>",
      en:
        "<p>A solo evening on the main stage, from the drama and poetry of Chopin to the sweep of Rachmaninoff's preludes. The programme closes with two gems of Armenian piano music: Khachaturian's Toccata and Babajanian's Elegy, written in memory of the older master.</p>" +
        "<p>Program:<br>Frédéric Chopin — Ballade No. 1<br>Frédéric Chopin — Piano Sonata No. 2<br>Sergei Rachmaninoff — Preludes (selection)<br>Aram Khachaturian — Toccata<br>Arno Babajanian — Elegy</p>" +
        "<p>Ticket price: 3000–10000 AMD</p>",
      ru:
        "<p>Сольный вечер на большой сцене — от драмы и поэзии Шопена до размаха рахманиновских прелюдий. Завершают программу две жемчужины армянской фортепианной музыки: Токката Хачатуряна и «Элегия», которую Бабаджанян посвятил его памяти.</p>" +
        "<p>Программа:<br>Фредерик Шопен — Баллада № 1<br>Фредерик Шопен — Соната для фортепиано № 2<br>Сергей Рахманинов — Прелюдии (избранное)<br>Арам Хачатурян — Токката<br>Арно Бабаджанян — «Элегия»</p>" +
        "<p>Цена билета: 3000–10000 драм</p>",
    },
    eventInfo: {
      arm: "Դաշնամուրային մենահամերգ։ Տևողությունը՝ մոտ 1 ժամ 45 րոպե, ընդմիջումով։",
      en: "Solo piano recital. About 1 hour 45 minutes with an interval.",
      ru: "Сольный фортепианный концерт. Продолжительность — около 1 часа 45 минут с антрактом.",
    },
    venue: "main",
    image: "concert-recital",
    availableSeats: 538,
    performers: [
      {
        name: {
          arm: "Հրավիրյալ դաշնակահար",
          en: "Guest pianist",
          ru: "Приглашённый пианист",
        },
        image: "performer-piano",
        facebook: false,
        instagram: true,
      },
    ],
  },
  {
    id: 1004,
    dayOffset: 6,
    time: "19:00",
    name: {
      arm: "Ռախմանինով և Չայկովսկի",
      en: "Rachmaninoff and Tchaikovsky",
      ru: "Рахманинов и Чайковский",
    },
    descriptionHtml: {
      arm:
        "<p>Ռախմանինովի Երկրորդ դաշնամուրային կոնցերտը՝ երբևէ գրված ամենասիրված կոնցերտներից մեկը, և Չայկովսկու Հինգերորդ սիմֆոնիան՝ ճակատագրի մռայլ թեմայից մինչև հաղթական եզրափակիչ։ Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբը հանդես է գալիս հրավիրյալ դաշնակահարի հետ։</p>" +
        "<p>Ծրագիր՝<br>Սերգեյ Ռախմանինով — Կոնցերտ դաշնամուրի և նվագախմբի համար թիվ 2<br>Պյոտր Չայկովսկի — Սիմֆոնիա թիվ 5</p>" +
        "<p>Տոմսի արժեքը՝ 4000–18000 դրամ</p>",
      en:
        "<p>Rachmaninoff's Second Piano Concerto, one of the best-loved concertos ever written, meets Tchaikovsky's Fifth Symphony and its journey from a dark fate motif to a triumphant finale. The Armenian National Philharmonic Orchestra is joined by a guest pianist.</p>" +
        "<p>Program:<br>Sergei Rachmaninoff — Piano Concerto No. 2<br>Pyotr Tchaikovsky — Symphony No. 5</p>" +
        "<p>Ticket price: 4000–18000 AMD</p>",
      ru:
        "<p>Второй фортепианный концерт Рахманинова — один из самых любимых концертов в истории музыки — и Пятая симфония Чайковского с её путём от мрачной темы судьбы к торжественному финалу. Национальный филармонический оркестр Армении выступает вместе с приглашённым пианистом.</p>" +
        "<p>Программа:<br>Сергей Рахманинов — Концерт для фортепиано с оркестром № 2<br>Пётр Чайковский — Симфония № 5</p>" +
        "<p>Цена билета: 4000–18000 драм</p>",
    },
    eventInfo: {
      arm: "Դաշնամուրային կոնցերտ և սիմֆոնիա։ Տևողությունը՝ մոտ 1 ժամ 50 րոպե, ընդմիջումով։",
      en: "A piano concerto and a symphony. About 1 hour 50 minutes with an interval.",
      ru: "Фортепианный концерт и симфония. Продолжительность — около 1 часа 50 минут с антрактом.",
    },
    venue: "main",
    image: "concert-rachmaninoff",
    availableSeats: 286,
    performers: [
      {
        name: {
          arm: "Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբ",
          en: "Armenian National Philharmonic Orchestra",
          ru: "Национальный филармонический оркестр Армении",
        },
        image: "performer-orchestra",
        facebook: true,
        instagram: true,
      },
      {
        name: {
          arm: "Հրավիրյալ դաշնակահար",
          en: "Guest pianist",
          ru: "Приглашённый пианист",
        },
        image: "performer-piano",
        facebook: false,
        instagram: true,
      },
    ],
  },
  {
    id: 1005,
    dayOffset: 9,
    time: "18:00",
    name: {
      arm: "Երեք դաշնամուրային տրիո",
      en: "Three Piano Trios",
      ru: "Три фортепианных трио",
    },
    descriptionHtml: {
      arm:
        "<p>Առնո Բաբաջանյանի կրքոտ դաշնամուրային տրիոն՝ հայկական կամերային երաժշտության ամենահայտնի ստեղծագործություններից մեկը, բացում է երեկոն, որտեղ կհնչեն նաև Շուբերտի մեղեդային և երիտասարդ Բրամսի ոգեշունչ տրիոները։</p>" +
        "<p>Ծրագիր՝<br>Առնո Բաբաջանյան — Դաշնամուրային տրիո<br>Ֆրանց Շուբերտ — Դաշնամուրային տրիո թիվ 1<br>Յոհաննես Բրամս — Դաշնամուրային տրիո թիվ 1</p>" +
        "<p>Տոմսի արժեքը՝ 4000 դրամ</p>",
      en:
        "<p>Arno Babajanian's passionate Piano Trio, one of the best-known Armenian chamber works, opens an evening that continues with the songful Schubert and the youthful Brahms.</p>" +
        "<p>Program:<br>Arno Babajanian — Piano Trio<br>Franz Schubert — Piano Trio No. 1<br>Johannes Brahms — Piano Trio No. 1</p>" +
        "<p>Ticket price: 4000 AMD</p>",
      ru:
        "<p>Страстное фортепианное трио Арно Бабаджаняна — одно из самых известных армянских камерных сочинений — открывает вечер, в котором прозвучат также певучий Шуберт и молодой Брамс.</p>" +
        "<p>Программа:<br>Арно Бабаджанян — Фортепианное трио<br>Франц Шуберт — Фортепианное трио № 1<br>Иоганнес Брамс — Фортепианное трио № 1</p>" +
        "<p>Цена билета: 4000 драм</p>",
    },
    eventInfo: {
      arm: "Կամերային երաժշտություն դաշնամուրի, ջութակի և թավջութակի համար։ Տևողությունը՝ մոտ 1 ժամ 50 րոպե, ընդմիջումով։",
      en: "Chamber music for piano, violin and cello. About 1 hour 50 minutes with an interval.",
      ru: "Камерная музыка для фортепиано, скрипки и виолончели. Продолжительность — около 1 часа 50 минут с антрактом.",
    },
    venue: "harmony",
    image: null,
    availableSeats: 12,
    performers: [
      {
        name: {
          arm: "Դաշնամուրային տրիո",
          en: "Piano trio",
          ru: "Фортепианное трио",
        },
        image: "performer-trio",
        facebook: true,
        instagram: true,
      },
    ],
  },
  {
    id: 1006,
    dayOffset: 12,
    time: "19:00",
    name: {
      arm: "Բեթհովեն՝ Հինգերորդ և «Հովվերգական»",
      en: "Beethoven: The Fifth and the Pastoral",
      ru: "Бетховен: Пятая и «Пасторальная»",
    },
    descriptionHtml: {
      arm:
        "<p>Բեթհովենն այս երկու սիմֆոնիաները գրել է զուգահեռաբար և առաջին անգամ ներկայացրել նույն համերգում։ Հինգերորդը սկսվում է ճակատագրի հայտնի «թակոցով», իսկ «Հովվերգականը» զբոսանք է գյուղական բնության գրկում։ Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբը երեկոն կբացի «Կորիոլան» նախերգանքով։</p>" +
        "<p>Ծրագիր՝<br>Լյուդվիգ վան Բեթհովեն — «Կորիոլան» նախերգանք<br>Լյուդվիգ վան Բեթհովեն — Սիմֆոնիա թիվ 6՝ «Հովվերգական»<br>Լյուդվիգ վան Բեթհովեն — Սիմֆոնիա թիվ 5</p>" +
        "<p>Տոմսի արժեքը՝ 3000–15000 դրամ</p>",
      en:
        "<p>Beethoven wrote these two symphonies side by side and first presented them in the same concert. The Fifth opens with the famous knock of fate, while the Pastoral is a walk through the countryside. The Armenian National Philharmonic Orchestra begins the evening with the Coriolan Overture.</p>" +
        "<p>Program:<br>Ludwig van Beethoven — Coriolan Overture<br>Ludwig van Beethoven — Symphony No. 6, Pastoral<br>Ludwig van Beethoven — Symphony No. 5</p>" +
        "<p>Ticket price: 3000–15000 AMD</p>",
      ru:
        "<p>Бетховен писал эти две симфонии одновременно и впервые представил их публике в одном концерте. Пятая начинается знаменитым «стуком судьбы», а «Пасторальная» — прогулка по сельским просторам. Национальный филармонический оркестр Армении открывает вечер увертюрой «Кориолан».</p>" +
        "<p>Программа:<br>Людвиг ван Бетховен — Увертюра «Кориолан»<br>Людвиг ван Бетховен — Симфония № 6 «Пасторальная»<br>Людвиг ван Бетховен — Симфония № 5</p>" +
        "<p>Цена билета: 3000–15000 драм</p>",
    },
    eventInfo: {
      arm: "Ծրագրում ընդգրկված են միայն Բեթհովենի ստեղծագործություններ։ Տևողությունը՝ մոտ 2 ժամ, ընդմիջումով։",
      en: "An all-Beethoven evening. About 2 hours with an interval.",
      ru: "Вечер музыки Бетховена. Продолжительность — около 2 часов с антрактом.",
    },
    venue: "main",
    image: "concert-beethoven",
    availableSeats: 347,
    performers: [
      {
        name: {
          arm: "Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբ",
          en: "Armenian National Philharmonic Orchestra",
          ru: "Национальный филармонический оркестр Армении",
        },
        image: "performer-orchestra",
        facebook: true,
        instagram: false,
      },
    ],
  },
  {
    id: 1007,
    dayOffset: 17,
    time: "19:00",
    name: {
      arm: "Բաբաջանյան՝ ջազային հնչողությամբ",
      en: "Babajanian in Jazz",
      ru: "Бабаджанян в ритме джаза",
    },
    descriptionHtml: {
      arm:
        "<p>Առնո Բաբաջանյանի սիրված երգերը՝ նոր ջազային մշակումներով։ Դաշնամուրին, կոնտրաբասին և հարվածայիններին միանում է դուդուկի ջերմ հնչյունը, իսկ երեկոն կլրացնեն Գերշվինի հայտնի ստեղծագործությունները։</p>" +
        "<p>Ծրագիր՝<br>Առնո Բաբաջանյան — «Առաջին սիրո երգը»<br>Առնո Բաբաջանյան — «Նոկտյուրն»<br>Առնո Բաբաջանյան — «Հարսանիք»<br>Ջորջ Գերշվին — «Summertime»<br>Ջորջ Գերշվին — «I Got Rhythm»</p>" +
        "<p>Տոմսի արժեքը՝ 5000–12000 դրամ</p>",
      en:
        "<p>Arno Babajanian's best-loved songs in fresh jazz arrangements, with the warm voice of the duduk joining piano, bass and drums. Gershwin classics round off a relaxed evening.</p>" +
        "<p>Program:<br>Arno Babajanian — Song of First Love<br>Arno Babajanian — Nocturne<br>Arno Babajanian — Wedding<br>George Gershwin — Summertime<br>George Gershwin — I Got Rhythm</p>" +
        "<p>Ticket price: 5000–12000 AMD</p>",
      ru:
        "<p>Любимые песни Арно Бабаджаняна в новых джазовых аранжировках: к фортепиано, контрабасу и ударным присоединяется тёплый голос дудука. Вечер дополнят джазовые стандарты Гершвина.</p>" +
        "<p>Программа:<br>Арно Бабаджанян — «Песня первой любви»<br>Арно Бабаджанян — «Ноктюрн»<br>Арно Бабаджанян — «Свадьба»<br>Джордж Гершвин — «Summertime»<br>Джордж Гершвин — «I Got Rhythm»</p>" +
        "<p>Цена билета: 5000–12000 драм</p>",
    },
    eventInfo: {
      arm: "Ջազային երեկո։ Տևողությունը՝ մոտ 1 ժամ 40 րոպե, ընդմիջումով։",
      en: "A jazz evening. About 1 hour 40 minutes with an interval.",
      ru: "Джазовый вечер. Продолжительность — около 1 часа 40 минут с антрактом.",
    },
    venue: "main",
    image: "concert-jazz",
    availableSeats: 455,
    performers: [
      {
        name: {
          arm: "Ջազային տրիո",
          en: "Jazz trio",
          ru: "Джазовое трио",
        },
        image: "performer-jazz",
        facebook: true,
        instagram: true,
      },
      {
        name: {
          arm: "Հրավիրյալ վոկալիստ",
          en: "Guest vocalist",
          ru: "Приглашённый вокалист",
        },
        image: "performer-voice",
        facebook: false,
        instagram: true,
      },
      {
        name: {
          arm: "Դուդուկահար",
          en: "Duduk player",
          ru: "Дудукист",
        },
        image: "performer-duduk",
        facebook: true,
        instagram: false,
      },
    ],
  },
  {
    id: 1008,
    dayOffset: 21,
    time: "12:00",
    name: {
      arm: "Պետյան և գայլը 6+",
      en: "Peter and the Wolf 6+",
      ru: "Петя и волк 6+",
    },
    descriptionHtml: {
      arm:
        "<p>Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբը և ընթերցողը պատմում են Պրոկոֆևի երաժշտական հեքիաթը, որտեղ յուրաքանչյուր հերոս ունի իր գործիքը։ Համերգը նախատեսված է 6+ տարիքի երեխաների և նրանց ծնողների համար։</p>" +
        "<p>Ծրագիր՝<br>Սերգեյ Պրոկոֆև — «Պետյան և գայլը»<br>Կամիլ Սեն-Սանս — «Կենդանիների կառնավալ» (հատվածներ)<br>Արամ Խաչատրյան — «Գայանե», «Սուսերով պար»</p>" +
        "<p>Տոմսի արժեքը՝ 2000–5000 դրամ</p>",
      en:
        "<p>The Armenian National Philharmonic Orchestra and a narrator tell Prokofiev's musical tale, in which every character has its own instrument. For children aged 6+ and their families.</p>" +
        "<p>Program:<br>Sergei Prokofiev — Peter and the Wolf<br>Camille Saint-Saëns — The Carnival of the Animals (selection)<br>Aram Khachaturian — Gayane, Sabre Dance</p>" +
        "<p>Ticket price: 2000–5000 AMD</p>",
      ru:
        "<p>Национальный филармонический оркестр Армении и чтец рассказывают музыкальную сказку Прокофьева, в которой у каждого героя свой инструмент. Для детей 6+ и их родителей.</p>" +
        "<p>Программа:<br>Сергей Прокофьев — «Петя и волк»<br>Камиль Сен-Санс — «Карнавал животных» (фрагменты)<br>Арам Хачатурян — «Гаянэ», Танец с саблями</p>" +
        "<p>Цена билета: 2000–5000 драм</p>",
    },
    eventInfo: {
      arm: "Համերգ փոքրիկ ունկնդիրների համար։ Տևողությունը՝ մոտ 50 րոպե, առանց ընդմիջման։",
      en: "A concert for young listeners. About 50 minutes without an interval.",
      ru: "Концерт для юных слушателей. Продолжительность — около 50 минут без антракта.",
    },
    venue: "main",
    image: "concert-peter-wolf",
    availableSeats: 198,
    performers: [
      {
        name: {
          arm: "Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբ",
          en: "Armenian National Philharmonic Orchestra",
          ru: "Национальный филармонический оркестр Армении",
        },
        image: "performer-orchestra",
        facebook: true,
        instagram: true,
      },
      {
        name: {
          arm: "Ընթերցող",
          en: "Narrator",
          ru: "Чтец",
        },
        image: "performer-narrator",
        facebook: false,
        instagram: false,
      },
    ],
  },
  {
    id: 1009,
    dayOffset: 26,
    time: "19:00",
    name: {
      arm: "Հայկական ռոմանսի երեկո",
      en: "Armenian Romance Evening",
      ru: "Вечер армянского романса",
    },
    descriptionHtml: {
      arm:
        "<p>Հայկական երգի երեկո՝ Սայաթ-Նովայի անմահ մեղեդիներից մինչև Կոմիտասի երգերը, և դրանց կողքին՝ Ռախմանինովի ռոմանսները։ Մենակատարներին նվագակցում են դաշնակահարը և դուդուկահարը։</p>" +
        "<p>Ծրագիր՝<br>Սայաթ-Նովա — «Քամանչա»<br>Կոմիտաս — «Կռունկ»<br>Կոմիտաս — «Անտունի»<br>Կոմիտաս — «Հով արեք»<br>Սերգեյ Ռախմանինով — «Յասաման»<br>Սերգեյ Ռախմանինով — «Վոկալիզ»</p>" +
        "<p>Տոմսի արժեքը՝ 3000–10000 դրամ</p>",
      en:
        "<p>An evening of Armenian song, from the timeless melodies of Sayat-Nova to the songs of Komitas, alongside romances by Rachmaninoff. The singers are accompanied by piano and duduk.</p>" +
        "<p>Program:<br>Sayat-Nova — Kamancha<br>Komitas — Krunk<br>Komitas — Antuni<br>Komitas — Hov arek<br>Sergei Rachmaninoff — Lilacs<br>Sergei Rachmaninoff — Vocalise</p>" +
        "<p>Ticket price: 3000–10000 AMD</p>",
      ru:
        "<p>Вечер армянской песни: от вечных мелодий Саят-Новы до песен Комитаса, а рядом с ними — романсы Рахманинова. Солистам аккомпанируют пианист и дудукист.</p>" +
        "<p>Программа:<br>Саят-Нова — «Каманча»<br>Комитас — «Крунк»<br>Комитас — «Антуни»<br>Комитас — «Хов арек»<br>Сергей Рахманинов — «Сирень»<br>Сергей Рахманинов — «Вокализ»</p>" +
        "<p>Цена билета: 3000–10000 драм</p>",
    },
    eventInfo: {
      arm: "Երգեր և ռոմանսներ՝ դաշնամուրի և դուդուկի նվագակցությամբ։ Տևողությունը՝ մոտ 1 ժամ 40 րոպե, ընդմիջումով։",
      en: "Songs and romances with piano and duduk. About 1 hour 40 minutes with an interval.",
      ru: "Песни и романсы под фортепиано и дудук. Продолжительность — около 1 часа 40 минут с антрактом.",
    },
    venue: "main",
    image: "concert-romance",
    availableSeats: 502,
    performers: [
      {
        name: {
          arm: "Մենակատար երգիչներ",
          en: "Vocal soloists",
          ru: "Солисты-вокалисты",
        },
        image: "performer-voice",
        facebook: true,
        instagram: true,
      },
      {
        name: {
          arm: "Դաշնակահար",
          en: "Pianist",
          ru: "Пианист",
        },
        image: "performer-piano",
        facebook: false,
        instagram: false,
      },
      {
        name: {
          arm: "Դուդուկահար",
          en: "Duduk player",
          ru: "Дудукист",
        },
        image: "performer-duduk",
        facebook: true,
        instagram: true,
      },
    ],
  },
  {
    id: 1010,
    dayOffset: 33,
    time: "19:00",
    name: {
      arm: "Հայկական երաժշտության օրեր՝ բացման համերգ",
      en: "Armenian Music Days: Opening Concert",
      ru: "Дни армянской музыки: концерт-открытие",
    },
    descriptionHtml: {
      arm:
        "<p>Փառատոն՝ Հայկական երաժշտության օրեր։ Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբը բացում է փառատոնը հայկական նվագախմբային երաժշտության համայնապատկերով՝ Չուխաջյանի «Արշակ Երկրորդ» օպերայի նախերգանքից մինչև Միրզոյանի սիմֆոնիան լարայինների և լիտավրների համար։</p>" +
        "<p>Ծրագիր՝<br>Տիգրան Չուխաջյան — «Արշակ Երկրորդ», նախերգանք<br>Ալեքսանդր Սպենդիարյան — «Երևանյան էտյուդներ»<br>Առնո Բաբաջանյան — «Հերոսական բալլադ» դաշնամուրի և նվագախմբի համար<br>Էդվարդ Միրզոյան — Սիմֆոնիա լարայինների և լիտավրների համար</p>" +
        "<p>Տոմսի արժեքը՝ 3000–12000 դրամ</p>",
      en:
        "<p>Festival: Armenian Music Days. The Armenian National Philharmonic Orchestra opens the festival with a panorama of Armenian orchestral music, from the overture to Chukhajian's opera Arshak II to Mirzoyan's Symphony for strings and timpani.</p>" +
        "<p>Program:<br>Tigran Chukhajian — Arshak II, Overture<br>Alexander Spendiaryan — Yerevan Etudes<br>Arno Babajanian — Heroic Ballad for piano and orchestra<br>Edvard Mirzoyan — Symphony for strings and timpani</p>" +
        "<p>Ticket price: 3000–12000 AMD</p>",
      ru:
        "<p>Фестиваль «Дни армянской музыки». Национальный филармонический оркестр Армении открывает фестиваль панорамой армянской оркестровой музыки — от увертюры к опере Чухаджяна «Аршак II» до Симфонии для струнных и литавр Мирзояна.</p>" +
        "<p>Программа:<br>Тигран Чухаджян — «Аршак II», увертюра<br>Александр Спендиаров — «Ереванские этюды»<br>Арно Бабаджанян — «Героическая баллада» для фортепиано с оркестром<br>Эдвард Мирзоян — Симфония для струнных и литавр</p>" +
        "<p>Цена билета: 3000–12000 драм</p>",
    },
    eventInfo: {
      arm: "«Հայկական երաժշտության օրերի» բացումը։ Տևողությունը՝ մոտ 1 ժամ 50 րոպե, ընդմիջումով։",
      en: "Opening night of Armenian Music Days. About 1 hour 50 minutes with an interval.",
      ru: "Открытие «Дней армянской музыки». Продолжительность — около 1 часа 50 минут с антрактом.",
    },
    venue: "main",
    image: "concert-festival",
    availableSeats: 624,
    performers: [
      {
        name: {
          arm: "Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբ",
          en: "Armenian National Philharmonic Orchestra",
          ru: "Национальный филармонический оркестр Армении",
        },
        image: "performer-orchestra",
        facebook: true,
        instagram: true,
      },
      {
        name: {
          arm: "Հրավիրյալ դաշնակահար",
          en: "Guest pianist",
          ru: "Приглашённый пианист",
        },
        image: "performer-piano",
        facebook: true,
        instagram: false,
      },
    ],
  },
  {
    id: 1011,
    dayOffset: 38,
    time: "19:00",
    name: {
      arm: "Ամանորյա գալա-համերգ",
      en: "New Year Gala",
      ru: "Новогодний гала-концерт",
    },
    descriptionHtml: {
      arm:
        "<p>Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբը Նոր տարին դիմավորում է փայլուն վալսներով և օպերաների ու օպերետների սիրված մեղեդիներով՝ մենակատար երգիչների և կամերային երգչախմբի մասնակցությամբ։</p>" +
        "<p>Ծրագիր՝<br>Յոհան Շտրաուս (որդի) — «Չղջիկը», նախերգանք<br>Պյոտր Չայկովսկի — «Շչելկունչիկ», «Ձյան փաթիլների վալս»<br>Ջուզեպպե Վերդի — «Տրավիատա», Ալֆրեդի և Վիոլետայի զուգերգ<br>Արամ Խաչատրյան — «Դիմակահանդես», վալս<br>Ժակ Օֆենբախ — «Օրփեոսը դժոխքում», գալոպ<br>Յոհան Շտրաուս (որդի) — «Գեղեցիկ կապույտ Դանուբի վրա»</p>" +
        "<p>Տոմսի արժեքը՝ 8000–25000 դրամ</p>",
      en:
        "<p>The Armenian National Philharmonic Orchestra welcomes the New Year with sparkling waltzes and favourite tunes from opera and operetta, joined by vocal soloists and a chamber choir.</p>" +
        "<p>Program:<br>Johann Strauss II — Die Fledermaus, Overture<br>Pyotr Tchaikovsky — The Nutcracker, Waltz of the Snowflakes<br>Giuseppe Verdi — La traviata, Brindisi<br>Aram Khachaturian — Masquerade, Waltz<br>Jacques Offenbach — Orpheus in the Underworld, Galop<br>Johann Strauss II — On the Beautiful Blue Danube</p>" +
        "<p>Ticket price: 8000–25000 AMD</p>",
      ru:
        "<p>Национальный филармонический оркестр Армении встречает Новый год искромётными вальсами и любимыми мелодиями из опер и оперетт вместе с солистами-вокалистами и камерным хором.</p>" +
        "<p>Программа:<br>Иоганн Штраус (сын) — «Летучая мышь», увертюра<br>Пётр Чайковский — «Щелкунчик», Вальс снежных хлопьев<br>Джузеппе Верди — «Травиата», Застольная песня<br>Арам Хачатурян — «Маскарад», Вальс<br>Жак Оффенбах — «Орфей в аду», Галоп<br>Иоганн Штраус (сын) — «На прекрасном голубом Дунае»</p>" +
        "<p>Цена билета: 8000–25000 драм</p>",
    },
    eventInfo: {
      arm: "Ամանորյա գալա-համերգ։ Տևողությունը՝ մոտ 2 ժամ, ընդմիջումով։",
      en: "New Year gala concert. About 2 hours with an interval.",
      ru: "Новогодний гала-концерт. Продолжительность — около 2 часов с антрактом.",
    },
    venue: "main",
    image: "concert-new-year",
    availableSeats: 0,
    performers: [
      {
        name: {
          arm: "Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբ",
          en: "Armenian National Philharmonic Orchestra",
          ru: "Национальный филармонический оркестр Армении",
        },
        image: "performer-orchestra",
        facebook: true,
        instagram: true,
      },
      {
        name: {
          arm: "Մենակատար երգիչներ",
          en: "Vocal soloists",
          ru: "Солисты-вокалисты",
        },
        image: "performer-voice",
        facebook: false,
        instagram: true,
      },
      {
        name: {
          arm: "Կամերային երգչախումբ",
          en: "Chamber choir",
          ru: "Камерный хор",
        },
        image: "performer-choir",
        facebook: true,
        instagram: false,
      },
    ],
  },
  {
    id: 1012,
    dayOffset: 47,
    time: "19:00",
    name: {
      arm: "Մոցարտ և Բրամս՝ կլառնետային կվինտետներ",
      en: "Mozart and Brahms: Clarinet Quintets",
      ru: "Моцарт и Брамс: квинтеты с кларнетом",
    },
    descriptionHtml: {
      arm:
        "<p>Կլառնետի և լարայինների համար գրված ամենագեղեցիկ ստեղծագործություններից երկուսը՝ Մոցարտի լուսավոր կվինտետը և ուշ շրջանի Բրամսի աշնանային կվինտետը։ Կամերային երաժշտություն՝ երաժիշտներից ընդամենը մի քանի քայլի վրա։</p>" +
        "<p>Ծրագիր՝<br>Վոլֆգանգ Ամադեուս Մոցարտ — Կվինտետ կլառնետի և լարայինների համար, լա մաժոր<br>Յոհաննես Բրամս — Կվինտետ կլառնետի և լարայինների համար, սի մինոր</p>" +
        "<p>Տոմսի արժեքը՝ 3000–6000 դրամ</p>",
      en:
        "<p>Two of the most beautiful works ever written for clarinet and strings: Mozart's radiant quintet and the autumnal masterpiece of the late Brahms. Chamber music heard from just a few steps away.</p>" +
        "<p>Program:<br>Wolfgang Amadeus Mozart — Clarinet Quintet in A major<br>Johannes Brahms — Clarinet Quintet in B minor</p>" +
        "<p>Ticket price: 3000–6000 AMD</p>",
      ru:
        "<p>Два прекраснейших сочинения для кларнета и струнных: светлый квинтет Моцарта и осенний, исповедальный квинтет позднего Брамса. Камерная музыка на расстоянии нескольких шагов от исполнителей.</p>" +
        "<p>Программа:<br>Вольфганг Амадей Моцарт — Квинтет для кларнета и струнных ля мажор<br>Иоганнес Брамс — Квинтет для кларнета и струнных си минор</p>" +
        "<p>Цена билета: 3000–6000 драм</p>",
    },
    eventInfo: {
      arm: "Կամերային երաժշտություն կլառնետի և լարայինների համար։ Տևողությունը՝ մոտ 1 ժամ 30 րոպե, ընդմիջումով։",
      en: "Chamber music for clarinet and strings. About 1 hour 30 minutes with an interval.",
      ru: "Камерная музыка для кларнета и струнных. Продолжительность — около 1 часа 30 минут с антрактом.",
    },
    venue: "harmony",
    image: "concert-quintet",
    availableSeats: 71,
    performers: [
      {
        name: {
          arm: "Հրավիրյալ կլառնետահար",
          en: "Guest clarinettist",
          ru: "Приглашённый кларнетист",
        },
        image: null,
        facebook: false,
        instagram: false,
      },
      {
        name: {
          arm: "Նվագախմբի լարային քառյակ",
          en: "String quartet of the orchestra",
          ru: "Струнный квартет оркестра",
        },
        image: "performer-quartet",
        facebook: true,
        instagram: true,
      },
    ],
  },
  {
    id: 1013,
    dayOffset: 62,
    time: "19:00",
    name: {
      arm: "Դվորժակ՝ «Նոր աշխարհից»",
      en: "Dvořák: From the New World",
      ru: "Дворжак: «Из Нового Света»",
    },
    descriptionHtml: {
      arm:
        "<p>Դվորժակի Իններորդ սիմֆոնիան՝ գրված Ամերիկայում և լի հայրենիքի կարոտով, պսակում է երեկոն, որտեղ կհնչի նաև նրա քնարական թավջութակի կոնցերտը։ Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբը ծրագիրը կբացի Բրամսի կրակոտ «Հունգարական պարերով»։</p>" +
        "<p>Ծրագիր՝<br>Յոհաննես Բրամս — «Հունգարական պարեր» թիվ 1, 5 և 6<br>Անտոնին Դվորժակ — Կոնցերտ թավջութակի և նվագախմբի համար<br>Անտոնին Դվորժակ — Սիմֆոնիա թիվ 9՝ «Նոր աշխարհից»</p>" +
        "<p>Տոմսի արժեքը՝ 4000–16000 դրամ</p>",
      en:
        "<p>Dvořák's Ninth Symphony, written in America and full of longing for home, crowns an evening that also features his lyrical Cello Concerto. The Armenian National Philharmonic Orchestra opens with Brahms's fiery Hungarian Dances.</p>" +
        "<p>Program:<br>Johannes Brahms — Hungarian Dances Nos. 1, 5 and 6<br>Antonín Dvořák — Cello Concerto<br>Antonín Dvořák — Symphony No. 9, From the New World</p>" +
        "<p>Ticket price: 4000–16000 AMD</p>",
      ru:
        "<p>Девятая симфония Дворжака, написанная в Америке и полная тоски по родине, венчает вечер, в котором прозвучит и его лирический Концерт для виолончели. Национальный филармонический оркестр Армении открывает программу зажигательными «Венгерскими танцами» Брамса.</p>" +
        "<p>Программа:<br>Иоганнес Брамс — «Венгерские танцы» № 1, 5 и 6<br>Антонин Дворжак — Концерт для виолончели с оркестром<br>Антонин Дворжак — Симфония № 9 «Из Нового Света»</p>" +
        "<p>Цена билета: 4000–16000 драм</p>",
    },
    eventInfo: {
      arm: "Թավջութակի կոնցերտ և սիմֆոնիա։ Տևողությունը՝ մոտ 2 ժամ, ընդմիջումով։",
      en: "A cello concerto and a symphony. About 2 hours with an interval.",
      ru: "Виолончельный концерт и симфония. Продолжительность — около 2 часов с антрактом.",
    },
    venue: "main",
    image: "concert-dvorak",
    availableSeats: 371,
    performers: [
      {
        name: {
          arm: "Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբ",
          en: "Armenian National Philharmonic Orchestra",
          ru: "Национальный филармонический оркестр Армении",
        },
        image: "performer-orchestra",
        facebook: true,
        instagram: true,
      },
      {
        name: {
          arm: "Հրավիրյալ թավջութակահար",
          en: "Guest cellist",
          ru: "Приглашённый виолончелист",
        },
        image: null,
        facebook: true,
        instagram: false,
      },
    ],
  },
  {
    id: 1014,
    dayOffset: 85,
    time: "19:00",
    name: {
      arm: "Մոցարտ՝ Ռեքվիեմ",
      en: "Mozart: Requiem",
      ru: "Моцарт: Реквием",
    },
    descriptionHtml: {
      arm:
        "<p>Ռեքվիեմը՝ Մոցարտի վերջին, անավարտ գլուխգործոցը, ցնցող գեղեցկության և խորհրդավորության ստեղծագործություն է։ Այն կատարում է Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբը՝ կամերային երգչախմբի և մենակատար երգիչների մասնակցությամբ, իսկ երեկոն կբացի Մոցարտի Քառասուներորդ սիմֆոնիան։</p>" +
        "<p>Ծրագիր՝<br>Վոլֆգանգ Ամադեուս Մոցարտ — Սիմֆոնիա թիվ 40<br>Վոլֆգանգ Ամադեուս Մոցարտ — Ռեքվիեմ</p>" +
        "<p>Տոմսի արժեքը՝ 5000–20000 դրամ</p>",
      en:
        "<p>The Requiem, Mozart's last and unfinished masterpiece, is music of overwhelming beauty and mystery. The Armenian National Philharmonic Orchestra performs it with a chamber choir and vocal soloists, opening the evening with Mozart's Symphony No. 40.</p>" +
        "<p>Program:<br>Wolfgang Amadeus Mozart — Symphony No. 40<br>Wolfgang Amadeus Mozart — Requiem</p>" +
        "<p>Ticket price: 5000–20000 AMD</p>",
      ru:
        "<p>Реквием — последний, незавершённый шедевр Моцарта, музыка потрясающей красоты и тайны. Национальный филармонический оркестр Армении исполняет его вместе с камерным хором и солистами-вокалистами, а открывает вечер Симфония № 40.</p>" +
        "<p>Программа:<br>Вольфганг Амадей Моцарт — Симфония № 40<br>Вольфганг Амадей Моцарт — Реквием</p>" +
        "<p>Цена билета: 5000–20000 драм</p>",
    },
    eventInfo: {
      arm: "Սիմֆոնիա և ռեքվիեմ՝ երգչախմբի մասնակցությամբ։ Տևողությունը՝ մոտ 1 ժամ 45 րոպե, ընդմիջումով։",
      en: "A symphony and the Requiem with choir. About 1 hour 45 minutes with an interval.",
      ru: "Симфония и Реквием с участием хора. Продолжительность — около 1 часа 45 минут с антрактом.",
    },
    venue: "main",
    image: "concert-requiem",
    availableSeats: 129,
    performers: [
      {
        name: {
          arm: "Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբ",
          en: "Armenian National Philharmonic Orchestra",
          ru: "Национальный филармонический оркестр Армении",
        },
        image: "performer-orchestra",
        facebook: true,
        instagram: true,
      },
      {
        name: {
          arm: "Կամերային երգչախումբ",
          en: "Chamber choir",
          ru: "Камерный хор",
        },
        image: "performer-choir",
        facebook: false,
        instagram: true,
      },
      {
        name: {
          arm: "Մենակատար երգիչներ",
          en: "Vocal soloists",
          ru: "Солисты-вокалисты",
        },
        image: "performer-voice",
        facebook: true,
        instagram: false,
      },
    ],
  },
];

/** Every poster and performer image slug the demo data uses, once each. */
export const DEMO_IMAGE_SLUGS: string[] = [
  ...new Set(
    DEMO_CONCERTS.flatMap((concert) => [concert.image, ...concert.performers.map((performer) => performer.image)]).filter(
      (slug): slug is string => slug !== null,
    ),
  ),
];
