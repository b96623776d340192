/**
 * The long texts of the hall history, orchestra history and gift card pages, in the three
 * languages. Facts follow docs/product.md §7; nothing here names people other than composers.
 * Numbers in Armenian and Russian use a no-break space (\u00a0) as the thousands separator
 * and between a number and its unit, so that they never break across lines.
 */
export type LocalisedText = { am: string; en: string; ru: string };
export type HistorySectionContent = {
  order: number;
  heading: LocalisedText | null;
  /** Figures of the hall facts shown under the heading, in the page's language (app/features/pages/page-keys.ts, FACT_BLOCKS). */
  facts?: "giftCard" | "seats";
  content: LocalisedText;
  image: string | null;
  imageAlt: LocalisedText | null;
};
export type HistoryPageContent = {
  slug: "hall-history" | "orchestra-history" | "gift-card";
  title: LocalisedText;
  heroImage: string;
  sections: HistorySectionContent[];
};

const hallHistory: HistoryPageContent = {
  slug: "hall-history",
  title: {
    am: "Համերգասրահի պատմություն",
    en: "History of the hall",
    ru: "История зала",
  },
  heroImage: "/media/gallery/hall-history-01.webp",
  sections: [
    {
      order: 1,
      heading: null,
      content: {
        am:
          "Արամ Խաչատրյանի անվան համերգասրահը բացվել է 1953\u00a0թվականի մայիսի 17-ին։ Քաղաքի սրտում՝ Մեսրոպ Մաշտոցի պողոտայում գտնվող համերգասրահն ավելի քան յոթ տասնամյակ Երևանի երաժշտական կյանքի կարևորագույն կենտրոններից մեկն է՝ Հայաստանի ազգային ֆիլհարմոնիկ նվագախմբի տունը և այն վայրը, ուր հանդիսատեսը գալիս է Հայաստանի և աշխարհի տարբեր երկրների նվագախմբերի, երգչախմբերի ու մենակատարների ելույթները լսելու։" +
          "\n\n" +
          "Երաժշտասերների մի քանի սերունդ մեծացել է այս համերգասրահի հետ։ Շատերն իրենց առաջին համերգն այստեղ են լսել, իսկ մեծ երաժշտությամբ լի երեկոները նրանց համար անմոռանալի հուշեր են դարձել։",
        en:
          "The Aram Khachaturian Concert Hall opened its doors on 17 May 1953. Standing on Mesrop Mashtots Avenue, in the heart of Yerevan, it has been one of the centres of the city's musical life for more than seventy years: the home of the Armenian National Philharmonic Orchestra and the place where audiences come to hear orchestras, choirs and soloists from Armenia and from many other countries." +
          "\n\n" +
          "Generations of music lovers have grown up with this hall. Many heard their very first concert here, and evenings of great music within its walls have become cherished memories.",
        ru:
          "Концертный зал имени Арама Хачатуряна открылся 17\u00a0мая 1953\u00a0года. Вот уже более семидесяти лет зал на проспекте Месропа Маштоца, в самом сердце Еревана, остаётся одним из главных центров музыкальной жизни армянской столицы: это дом Национального филармонического оркестра Армении и место, куда публика приходит, чтобы услышать оркестры, хоры и солистов из Армении и многих других стран мира." +
          "\n\n" +
          "Несколько поколений ереванских меломанов выросло вместе с этим залом. Многие услышали здесь свой первый концерт, а вечера большой музыки в этих стенах превратились в дорогие воспоминания.",
      },
      image: null,
      imageAlt: null,
    },
    {
      order: 2,
      heading: {
        am: "Երաժշտության համար ստեղծված շենք",
        en: "A building made for music",
        ru: "Здание, созданное для музыки",
      },
      content: {
        am:
          "Համերգասրահի շենքը պատկանում է այն ժամանակաշրջանին, երբ մեծ մասամբ ձևավորվեց Երևանի կենտրոնի այսօրվա տեսքը։ Առաջին իսկ քայլից պարզ է, որ այստեղ ամեն ինչ ծառայում է երաժշտությանը՝ նախասրահից, ուր հանդիսատեսը հավաքվում է համերգից առաջ, մինչև բուն դահլիճը։" +
          "\n\n" +
          "Դահլիճը տարածվում է երեք հարկի վրա, և բոլոր հայացքներն ուղղված են բեմին։ Նրա ընդարձակ ծավալը նախատեսված է լիակազմ սիմֆոնիկ նվագախմբի հնչողության համար, բայց դահլիճը նույնքան հարմար է կամերային համույթների, երգչախմբերի և մենահամերգների համար։",
        en:
          "The building belongs to the era that gave the centre of Yerevan much of its present appearance. From the first step inside, its purpose is clear: everything here serves music, from the foyer where the audience gathers before a concert to the auditorium itself." +
          "\n\n" +
          "The auditorium rises over three floors, with the stage as its focal point. Its generous volume was conceived for the sound of a full symphony orchestra, yet the hall suits chamber ensembles, choirs and solo recitals just as well.",
        ru:
          "Здание зала принадлежит той эпохе, когда во многом сложился нынешний облик центра Еревана. Уже с первых шагов понятно, что здесь всё подчинено музыке\u00a0— от фойе, где публика собирается перед концертом, до самого зрительного зала." +
          "\n\n" +
          "Зрительный зал занимает три этажа, и все взгляды в нём обращены к сцене. Его просторный объём рассчитан на звучание большого симфонического оркестра, но зал так же хорошо подходит для камерных ансамблей, хоров и сольных концертов.",
      },
      image: "/media/gallery/hall-history-02.webp",
      imageAlt: {
        am: "Նկարազարդում՝ համերգասրահի շենքը Երևանի կենտրոնում",
        en: "Illustration: the concert hall building in the centre of Yerevan",
        ru: "Иллюстрация: здание концертного зала в центре Еревана",
      },
    },
    {
      order: 3,
      heading: {
        am: "Արամ Խաչատրյանի անունը",
        en: "The name of Aram Khachaturian",
        ru: "Имя Арама Хачатуряна",
      },
      content: {
        am:
          "1979\u00a0թվականին համերգասրահին տրվեց Արամ Խաչատրյանի անունը։ Մեծ կոմպոզիտորի շնորհիվ հայկական մեղեդիներն ու ռիթմերը հնչեցին աշխարհի համերգասրահներում և թատրոններում, իսկ նրա «Գայանե» և «Սպարտակ» բալետները, կոնցերտներն ու սիմֆոնիաները XX\u00a0դարի դասական երաժշտության անբաժան մասն են։" +
          "\n\n" +
          "Համերգասրահի համար այդ անունը և՛ պատիվ է, և՛ պարտավորություն։ Խաչատրյանի երաժշտությունն այստեղ հաճախ է հնչում Հայաստանի ազգային ֆիլհարմոնիկ նվագախմբի և հյուր կատարողների մեկնաբանությամբ, և հանդիսատեսը միշտ ջերմորեն է ընդունում այն։",
        en:
          "In 1979 the hall was named after Aram Khachaturian, the composer who carried the melodies and rhythms of Armenia to concert halls and theatres around the world. His ballets Gayane and Spartacus, his concertos and his symphonies have become classics of the twentieth century." +
          "\n\n" +
          "For the hall, the name is both an honour and a commitment. Khachaturian's music is often heard here, performed by the Armenian National Philharmonic Orchestra and by visiting artists, and the audience always receives it warmly.",
        ru:
          "В 1979\u00a0году залу было присвоено имя Арама Хачатуряна. Благодаря великому композитору армянские мелодии и ритмы зазвучали в концертных залах и театрах всего мира, а его балеты «Гаянэ» и «Спартак», концерты и симфонии вошли в классику XX\u00a0века." +
          "\n\n" +
          "Для зала это имя\u00a0— и честь, и обязательство. Музыка Хачатуряна звучит здесь часто: её исполняют Национальный филармонический оркестр Армении и приглашённые артисты, и публика неизменно встречает её тепло.",
      },
      image: null,
      imageAlt: null,
    },
    {
      order: 4,
      heading: {
        am: "Դահլիճն այսօր",
        en: "The auditorium today",
        ru: "Зрительный зал сегодня",
      },
      facts: "seats",
      content: {
        am:
          "Դահլիճի նստատեղերը վերանորոգվել են, որպեսզի այսօրվա հանդիսատեսը համերգները վայելի հարմարավետ պայմաններում։" +
          "\n\n" +
          "Նստատեղերը տեղակայված են {floors}\u00a0հարկում։",
        en:
          "The seating of the auditorium has been refurbished, so that today's audiences can enjoy concerts in comfort." +
          "\n\n" +
          "The seats are spread over {floors} floors.",
        ru:
          "Кресла зрительного зала обновлены, чтобы сегодняшняя публика могла слушать музыку с комфортом." +
          "\n\n" +
          "Места расположены на {floors}\u00a0этажах.",
      },
      image: "/media/gallery/hall-history-05.webp",
      imageAlt: {
        am: "Նկարազարդում՝ վերանորոգված դահլիճի նստատեղերի շարքերը",
        en: "Illustration: rows of seats in the refurbished auditorium",
        ru: "Иллюстрация: ряды кресел в обновлённом зрительном зале",
      },
    },
    {
      order: 5,
      heading: {
        am: "Համերգասրահն այսօր",
        en: "The hall today",
        ru: "Зал сегодня",
      },
      content: {
        am:
          "Այսօր համերգասրահը Հայաստանի ազգային ֆիլհարմոնիկ նվագախմբի տունն է։ Նրա բեմում հնչում է սիմֆոնիկ և կամերային երաժշտություն, անցկացվում են երգչախմբային երեկոներ ու փառատոններ։ Տասնամյակների ընթացքում այստեղ ելույթ են ունեցել Հայաստանի և արտերկրի առաջատար նվագախմբեր և մենակատարներ։" +
          "\n\n" +
          "Նույն շենքում է գտնվում նաև «Հարմոնիա» կամերային սրահը, որտեղ անցկացվում են փոքր համերգներ և մինչև 100\u00a0մասնակցով մասնավոր միջոցառումներ։ Երկուշաբթիից շաբաթ համերգասրահում էքսկուրսիաներ են անցկացվում, իսկ նրա սրահները կարելի է վարձակալել համերգների, համաժողովների և արարողությունների համար։",
        en:
          "Today the hall is the home of the Armenian National Philharmonic Orchestra. Its stage hosts symphonic and chamber music, choral evenings and festivals, and over the decades it has welcomed leading orchestras and soloists from Armenia and abroad." +
          "\n\n" +
          "The same building houses the Harmony chamber hall, used for smaller concerts and for private events of up to 100 participants. From Monday to Saturday visitors can discover the hall on a guided tour, and its spaces can be rented for concerts, conferences and ceremonies.",
        ru:
          "Сегодня зал\u00a0— дом Национального филармонического оркестра Армении. На его сцене звучит симфоническая и камерная музыка, проходят хоровые вечера и фестивали. За прошедшие десятилетия здесь выступали ведущие оркестры и солисты из Армении и из-за рубежа." +
          "\n\n" +
          "В том же здании находится камерный зал «Гармония», где проходят небольшие концерты и частные мероприятия до 100\u00a0участников. С понедельника по субботу для посетителей проводятся экскурсии, а помещения зала можно арендовать для концертов, конференций и торжественных церемоний.",
      },
      image: "/media/gallery/hall-history-08.webp",
      imageAlt: {
        am: "Նկարազարդում՝ նվագախումբը համերգասրահի բեմում",
        en: "Illustration: an orchestra on the stage of the hall",
        ru: "Иллюстрация: оркестр на сцене зала",
      },
    },
  ],
};

const orchestraHistory: HistoryPageContent = {
  slug: "orchestra-history",
  title: {
    am: "Նվագախմբի պատմություն",
    en: "History of the orchestra",
    ru: "История оркестра",
  },
  heroImage: "/media/gallery/orchestra-history-01.webp",
  sections: [
    {
      order: 1,
      heading: {
        am: "Հիմնադրումը և առաջին տարիները",
        en: "Founding and early years",
        ru: "Основание и первые годы",
      },
      content: {
        am:
          "Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբը հիմնադրվել է 1925\u00a0թվականի մարտի 20-ին։ Երևանն այդ ժամանակ երիտասարդ մայրաքաղաք էր, և երկրի երաժշտական հաստատությունները դեռ նոր էին ձևավորվում։" +
          "\n\n" +
          "Առաջին տարիները կայացման շրջան էին, երբ պետք էր համախմբել երաժիշտներին, ստեղծել խաղացանկ և հանդիսատեսի մեջ սեր սերմանել համերգային երաժշտության հանդեպ։ Այդ տարիներին դրվեց նվագախմբի հետագա ուղու հիմքը, և այն ժամանակից ի վեր նվագախումբը Հայաստանի երաժշտական կյանքի անբաժան մասն է։",
        en:
          "The Armenian National Philharmonic Orchestra was founded on 20 March 1925. Yerevan was then a young capital, and the country's musical institutions were only beginning to take shape." +
          "\n\n" +
          "The early years were a time of building: bringing musicians together, forming a repertoire and winning an audience for concert music. Those years laid the foundation for everything that followed, and ever since the orchestra has been an inseparable part of Armenia's musical life.",
        ru:
          "Национальный филармонический оркестр Армении был основан 20\u00a0марта 1925\u00a0года. Ереван был тогда молодой столицей, и музыкальные учреждения страны только складывались." +
          "\n\n" +
          "Первые годы стали временем становления: нужно было собрать музыкантов, сформировать репертуар и привить публике любовь к концертной музыке. Тогда был заложен фундамент всего дальнейшего пути оркестра, и с тех пор он остаётся неотъемлемой частью музыкальной жизни Армении.",
      },
      image: null,
      imageAlt: null,
    },
    {
      order: 2,
      heading: {
        am: "Զարգացումը և խաղացանկը",
        en: "Growth and repertoire",
        ru: "Развитие и репертуар",
      },
      content: {
        am:
          "Տասնամյակների ընթացքում նվագախումբը հասունացավ, իսկ նրա խաղացանկն ընդլայնվեց։ Նվագախումբը միշտ առանձնահատուկ տեղ է տվել հայ կոմպոզիտորների երաժշտությանը՝ Կոմիտասից և Արամ Խաչատրյանից մինչև հետագա սերունդների հեղինակներ։ Խաղացանկի մյուս հենասյունը համաշխարհային դասական երաժշտության գլուխգործոցներն են՝ վիեննական դասականներից ու ռոմանտիկներից մինչև Չայկովսկի և XX\u00a0դարի կոմպոզիտորներ։" +
          "\n\n" +
          "Սիմֆոնիաներ և գործիքային կոնցերտներ, խոշոր վոկալ-սիմֆոնիկ ստեղծագործություններ, փառատոնային և տոնական ծրագրեր — գործունեության այս լայն շրջանակը նվագախումբը դարձրել է հայ երաժշտական մշակույթի կարևոր մասը։",
        en:
          "Over the decades the orchestra matured and its repertoire broadened. It has always given a special place to the music of Armenian composers, from Komitas and Aram Khachaturian to the composers of later generations. The other pillar of its repertoire is the great music of the world's classics, from the Viennese classics and the Romantics to Tchaikovsky and the composers of the twentieth century." +
          "\n\n" +
          "Symphonies and concertos, large works for choir and orchestra, festival and holiday programmes: this breadth of work has made the orchestra an important part of Armenia's musical culture.",
        ru:
          "С годами оркестр набирался опыта, а его репертуар становился всё шире. Особое место в нём всегда занимала музыка армянских композиторов\u00a0— от Комитаса и Арама Хачатуряна до авторов следующих поколений. Другая опора репертуара\u00a0— шедевры мировой классики: от венских классиков и романтиков до Чайковского и композиторов XX\u00a0века." +
          "\n\n" +
          "Симфонии и инструментальные концерты, крупные вокально-симфонические сочинения, фестивальные и праздничные программы\u00a0— широта творческих интересов сделала оркестр важной частью музыкальной культуры Армении.",
      },
      image: "/media/gallery/orchestra-history-03.webp",
      imageAlt: {
        am: "Նկարազարդում՝ նվագախմբի երաժիշտները բեմում",
        en: "Illustration: musicians of the orchestra on stage",
        ru: "Иллюстрация: музыканты оркестра на сцене",
      },
    },
    {
      order: 3,
      heading: {
        am: "Նվագախումբը և համերգասրահը",
        en: "The orchestra and the hall",
        ru: "Оркестр и зал",
      },
      content: {
        am:
          "Արամ Խաչատրյանի անվան համերգասրահը՝ Երևանի կենտրոնում, Մեսրոպ Մաշտոցի պողոտայում, նվագախմբի տունն է։ Մոտ 1300\u00a0նստատեղ ունեցող այս դահլիճում նվագախումբը փորձեր է անցկացնում, պատրաստում իր ծրագրերը և հանդիպում հանդիսատեսին։" +
          "\n\n" +
          "Նվագախումբն ու համերգասրահը կապված են նաև Արամ Խաչատրյանի անունով։ Կոմպոզիտորի երաժշտությունը մշտական տեղ ունի նվագախմբի ծրագրերում, և շատ ունկնդիրների համար առանձնահատուկ զգացում է այն լսել հենց այն դահլիճում, որը կրում է նրա անունը։",
        en:
          "The orchestra's home is the Aram Khachaturian Concert Hall on Mesrop Mashtots Avenue, in the centre of Yerevan. In this hall of about 1,300 seats the orchestra rehearses, prepares its programmes and meets its audience." +
          "\n\n" +
          "The orchestra and the hall are also linked by the name of Aram Khachaturian. The composer's music has a lasting place in the orchestra's programmes, and for many listeners there is something special about hearing it in the hall that bears his name.",
        ru:
          "Дом оркестра\u00a0— Концертный зал имени Арама Хачатуряна на проспекте Месропа Маштоца, в центре Еревана. В этом зале, рассчитанном примерно на 1300\u00a0мест, оркестр репетирует, готовит свои программы и встречается со слушателями." +
          "\n\n" +
          "Оркестр и зал связывает и имя Арама Хачатуряна. Музыка композитора прочно вошла в программы оркестра, и для многих слушателей особенно ценно услышать её в зале, который носит его имя.",
      },
      image: null,
      imageAlt: null,
    },
    {
      order: 4,
      heading: {
        am: "Նվագախումբն այսօր",
        en: "The orchestra today",
        ru: "Оркестр сегодня",
      },
      content: {
        am:
          "Այսօր նվագախումբը Երևանում հարուստ համերգաշրջան է անցկացնում՝ սիմֆոնիկ ծրագրեր, համերգներ հյուր մենակատարների և դիրիժորների մասնակցությամբ, հայ երաժշտությանը նվիրված երեկոներ։ Նվագախումբը հյուրախաղերով հանդես է գալիս նաև Հայաստանի մարզերում և արտերկրում՝ հայ երաժշտական մշակույթը ներկայացնելով նոր ունկնդիրների։" +
          "\n\n" +
          "Կրթությունը և երիտասարդ հանդիսատեսի հետ աշխատանքը նվագախմբի գործունեության կարևոր մասն են։ Երեխաների և երիտասարդների համար նախատեսված համերգներն ու կրթական ծրագրերը նոր սերնդին օգնում են բացահայտել դասական երաժշտությունը և, թերևս, գտնել իր սեփական ճանապարհը դեպի այն։",
        en:
          "Today the orchestra gives a full concert season in Yerevan: symphonic programmes, concerts with guest soloists and conductors, and evenings devoted to Armenian music. It also tours in Armenia and abroad, bringing Armenian musical culture to new audiences." +
          "\n\n" +
          "Education and young audiences are an important part of its work. Concerts for children and young people and educational programmes help a new generation discover classical music, and perhaps find their own way into it.",
        ru:
          "Сегодня оркестр проводит в Ереване насыщенный концертный сезон: симфонические программы, концерты с приглашёнными солистами и дирижёрами, вечера армянской музыки. Оркестр гастролирует по Армении и за рубежом, открывая армянскую музыкальную культуру новым слушателям." +
          "\n\n" +
          "Важная часть его работы\u00a0— просвещение и встречи с юной публикой. Концерты для детей и молодёжи, образовательные программы помогают новому поколению открыть для себя классическую музыку\u00a0— и, может быть, найти в ней свой собственный путь.",
      },
      image: "/media/gallery/orchestra-history-06.webp",
      imageAlt: {
        am: "Նկարազարդում՝ նվագախմբի համերգը երիտասարդ ունկնդիրների համար",
        en: "Illustration: the orchestra performing for young listeners",
        ru: "Иллюстрация: концерт оркестра для юных слушателей",
      },
    },
  ],
};

const giftCard: HistoryPageContent = {
  slug: "gift-card",
  title: {
    am: "Նվեր քարտ",
    en: "Gift card",
    ru: "Подарочная карта",
  },
  heroImage: "/media/gallery/hall-history-02.webp",
  sections: [
    {
      order: 1,
      heading: {
        am: "Երաժշտություն՝ որպես նվեր",
        en: "A present of music",
        ru: "Музыка в подарок",
      },
      content: {
        am:
          "Արամ Խաչատրյանի անվան համերգասրահի նվեր քարտը երաժշտություն նվիրելու հնարավորություն է։ Պետք չէ համերգն ընտրել նվերը ստացողի փոխարեն։ Նա ինքը կընտրի ծրագիրն ու օրը։" +
          "\n\n" +
          "Այն հիանալի նվեր է ծննդյան օրվա, տարեդարձի կամ տոնի առթիվ, ինչպես նաև պարզապես երաժշտություն սիրող մարդու համար։",
        en:
          "The gift card of the Aram Khachaturian Concert Hall is a present of music. There is no need to choose a concert on someone else's behalf: the person who receives the card chooses the programme and the date." +
          "\n\n" +
          "It makes a thoughtful gift for a birthday, an anniversary or a holiday, or simply for someone who loves music.",
        ru:
          "Подарочная карта Концертного зала имени Арама Хачатуряна\u00a0— это музыка в подарок. Выбирать концерт за близкого человека не нужно: он сам решит, на какую программу и в какой вечер пойти." +
          "\n\n" +
          "Такая карта станет хорошим подарком на день рождения, юбилей или праздник\u00a0— и просто для того, кто любит музыку.",
      },
      image: null,
      imageAlt: null,
    },
    {
      order: 2,
      heading: {
        am: "Քարտի արժեքը",
        en: "Amounts",
        ru: "Номинал",
      },
      facts: "giftCard",
      content: {
        am:
          "Ներկայումս առկա արժեքների մասին կարող եք տեղեկանալ համերգասրահի տոմսարկղում։",
        en:
          "Please ask at the hall's ticket office which amounts are currently available.",
        ru:
          "О номиналах, доступных сейчас, можно узнать в билетной кассе зала.",
      },
      image: null,
      imageAlt: null,
    },
    {
      order: 3,
      heading: {
        am: "Ինչպե՞ս գնել և օգտագործել քարտը",
        en: "How to buy and use it",
        ru: "Как купить и использовать карту",
      },
      content: {
        am:
          "Նվեր քարտը կարող եք գնել համերգասրահի տոմսարկղում։ Վճարումը կատարվում է միայն անկանխիկ եղանակով։" +
          "\n\n" +
          "Քարտն օգտագործելու համար ներկայացրեք այն տոմսարկղում՝ տոմսեր գնելիս։ Հարցեր ունենալու դեպքում տոմսարկղի աշխատակիցները սիրով կօգնեն ձեզ։",
        en:
          "You can buy a gift card at the hall's ticket office. Payment is cashless only." +
          "\n\n" +
          "To use the card, present it at the ticket office when you buy tickets. If you have any questions, the ticket office staff will be glad to help.",
        ru:
          "Подарочную карту можно купить в билетной кассе зала. Оплата\u00a0— только безналичная." +
          "\n\n" +
          "Чтобы воспользоваться картой, предъявите её в кассе при покупке билетов. Если у вас возникнут вопросы, сотрудники кассы с радостью помогут.",
      },
      image: null,
      imageAlt: null,
    },
    {
      order: 4,
      heading: {
        am: "Գործողության ժամկետը և պայմանները",
        en: "Validity and terms",
        ru: "Срок действия и условия",
      },
      content: {
        am:
          "Նվեր քարտի գործողության ժամկետը նշված է վերևում և հաշվվում է գնման օրվանից։ Խնդրում ենք օգտագործել քարտն այդ ընթացքում, քանի որ ժամկետը լրանալուց հետո քարտն այլևս չի ընդունվում։" +
          "\n\n" +
          "Քարտը պահեք ապահով տեղում մինչև օգտագործելը։ Օգտագործման ամբողջական պայմաններին կարող եք ծանոթանալ տոմսարկղում։",
        en:
          "The card's period of validity is given above and counts from the date of purchase. Please use it within this period: once it has expired, it can no longer be accepted." +
          "\n\n" +
          "Keep the card in a safe place until you use it. The full terms of use are available at the ticket office.",
        ru:
          "Срок действия подарочной карты указан выше и отсчитывается со дня покупки. Пожалуйста, воспользуйтесь ею в этот срок: по его истечении карта больше не принимается." +
          "\n\n" +
          "Храните карту в надёжном месте до использования. С полными условиями можно ознакомиться в билетной кассе.",
      },
      image: null,
      imageAlt: null,
    },
  ],
};

export const HISTORY_PAGES: HistoryPageContent[] = [hallHistory, orchestraHistory, giftCard];
