// The demo content of the media library: the drawings made by scripts/media/generate.ts (there are no
// photographs in the repository, so every alt text says so), seeded as library items that fill the seven
// galleries of a new install (seed.server.ts). After that the database is the one source of every gallery.
import type { LocalisedText } from "./schema";
import type { GalleryKey } from "./gallery-keys";

export type GalleryImage = {
  /** Full-size file; smaller variants follow the naming convention of srcSetFor. */
  src: string;
  width: number;
  height: number;
  size: "small" | "wide";
  alt: LocalisedText;
  caption: LocalisedText;
};

/** A gallery picture: "wide" files are 1600 x 900, "small" ones 1200 x 900. */
function picture(name: string, size: "small" | "wide", alt: LocalisedText, caption: LocalisedText): GalleryImage {
  return { src: `/media/gallery/${name}.webp`, width: size === "wide" ? 1600 : 1200, height: 900, size, alt, caption };
}

/** A gift card picture, 1200 x 750. */
function card(amount: number, alt: LocalisedText, caption: LocalisedText): GalleryImage {
  return { src: `/media/gift-cards/card-${amount}.webp`, width: 1200, height: 750, size: "wide", alt, caption };
}

export const DEMO_GALLERIES: Record<GalleryKey, GalleryImage[]> = {
  home: [
    picture(
      "home-01",
      "wide",
      {
        am: "Նկարազարդում՝ համերգասրահի սյունազարդ ճակատը մթնշաղին, վառված լապտերներով և հրապարակով անցնող մարդկանցով",
        en: "Illustration: the concert hall's colonnaded façade at dusk, with the lanterns lit and people crossing the square",
        ru: "Иллюстрация: фасад концертного зала с колоннадой в сумерках, горят фонари, по площади идут люди",
      },
      { am: "Համերգասրահի ճակատը մթնշաղին", en: "The façade at dusk", ru: "Фасад в сумерках" },
    ),
    picture(
      "home-02",
      "small",
      {
        am: "Նկարազարդում՝ նախասրահը երեկոյան՝ սյուներ, ջահեր և լուսավոր մուտքի կողմը տանող կարմիր գորգ, ժամանում են հյուրերը",
        en: "Illustration: the foyer in the evening, with columns, chandeliers and a red carpet leading to a lit doorway as guests arrive",
        ru: "Иллюстрация: фойе вечером — колонны, люстры и красная ковровая дорожка к освещённому проёму, собираются гости",
      },
      { am: "Նախասրահը համերգից առաջ", en: "The foyer before a concert", ru: "Фойе перед концертом" },
    ),
    picture(
      "home-03",
      "wide",
      {
        am: "Նկարազարդում՝ գլխավոր դահլիճը պարտերից, բեմում՝ երգեհոնի առջև, նվագախումբն է, դահլիճը լեցուն է ունկնդիրներով",
        en: "Illustration: the main hall seen from the stalls, with the orchestra on stage in front of the organ and a full house",
        ru: "Иллюстрация: большой зал из партера — оркестр на сцене перед органом, зал полон слушателей",
      },
      { am: "Գլխավոր դահլիճը համերգի ժամանակ", en: "The main hall during a concert", ru: "Большой зал во время концерта" },
    ),
    picture(
      "home-04",
      "small",
      {
        am: "Նկարազարդում՝ նվագախումբը բեմում՝ երգեհոնի խողովակների ներքո, առջևում՝ դիրիժորը՝ բարձրացրած փայտիկով",
        en: "Illustration: the orchestra on stage beneath the organ pipes, the conductor in front with baton raised",
        ru: "Иллюстрация: оркестр на сцене под трубами органа, впереди дирижёр с поднятой палочкой",
      },
      { am: "Նվագախումբը և դիրիժորը", en: "The orchestra and the conductor", ru: "Оркестр и дирижёр" },
    ),
    picture(
      "home-05",
      "small",
      {
        am: "Նկարազարդում՝ երգեհոնի ոսկեզօծ խողովակները՝ ներքևից լուսավորված, կարմիր թավշյա վարագույրների շրջանակում",
        en: "Illustration: the organ's gilded pipes lit from below, framed by red velvet curtains",
        ru: "Иллюстрация: золочёные трубы органа в подсветке снизу, в обрамлении красного бархатного занавеса",
      },
      { am: "Երգեհոնը", en: "The organ", ru: "Орган" },
    ),
    picture(
      "home-06",
      "wide",
      {
        am: "Նկարազարդում՝ ունկնդիրները պարտերի կարմիր թավշյա բազկաթոռներում և վերին հարկերում՝ բեմից դիտված",
        en: "Illustration: the audience in red velvet seats in the stalls and on the upper tiers, seen from the stage",
        ru: "Иллюстрация: слушатели в красных бархатных креслах партера и на верхних ярусах, вид со сцены",
      },
      { am: "Հանդիսատեսը՝ բեմից", en: "The audience, seen from the stage", ru: "Публика — вид со сцены" },
    ),
    picture(
      "home-07",
      "small",
      {
        am: "Նկարազարդում՝ բյուրեղյա ջահ՝ ոսկեգույն վարդյակով զարդարված առաստաղի ներքո",
        en: "Illustration: a crystal chandelier hanging beneath a coffered ceiling with a gold rosette",
        ru: "Иллюстрация: хрустальная люстра под кессонным потолком с золотой розеткой",
      },
      { am: "Ջահը", en: "The chandelier", ru: "Люстра" },
    ),
    picture(
      "home-08",
      "wide",
      {
        am: "Նկարազարդում՝ գլխավոր դահլիճը վերին հարկից, պարտերի շարքերն իջնում են դեպի բեմ, որտեղ նվագում է նվագախումբը",
        en: "Illustration: the main hall from an upper tier, the rows of the stalls sloping down to the orchestra on stage",
        ru: "Иллюстрация: большой зал с верхнего яруса — ряды партера спускаются к сцене, где играет оркестр",
      },
      { am: "Դահլիճը՝ վերևից", en: "The hall from above", ru: "Зал сверху" },
    ),
    picture(
      "home-09",
      "small",
      {
        am: "Նկարազարդում՝ սյունասրահի մանրամասն՝ սյուների խոյակներ և ոսկեգույն վարդյակներով զարդագոտի՝ երեկոյան լույսի ներքո",
        en: "Illustration: a detail of the portico, with column capitals and a frieze of gold rosettes in the evening light",
        ru: "Иллюстрация: фрагмент портика — капители колонн и фриз с золотыми розетками в вечернем свете",
      },
      { am: "Սյունասրահի սյուները", en: "Columns of the portico", ru: "Колонны портика" },
    ),
    picture(
      "home-10",
      "small",
      {
        am: "Նկարազարդում՝ ջութակ և աղեղ՝ նոտաների թերթերի վրա",
        en: "Illustration: a violin and bow resting on pages of sheet music",
        ru: "Иллюстрация: скрипка и смычок на нотных листах",
      },
      { am: "Ջութակը նոտաների վրա", en: "A violin on the score", ru: "Скрипка на нотах" },
    ),
    picture(
      "home-11",
      "small",
      {
        am: "Նկարազարդում՝ սյունաշարը գիշերով, բարձր դռներից ու պատուհաններից տաք լույս է թափվում",
        en: "Illustration: the colonnade at night, with warm light in the tall doors and windows",
        ru: "Иллюстрация: колоннада ночью, тёплый свет в высоких дверях и окнах",
      },
      { am: "Համերգասրահը գիշերով", en: "The hall at night", ru: "Зал ночью" },
    ),
    picture(
      "home-12",
      "wide",
      {
        am: "Նկարազարդում՝ դաշնամուրը լուսավորված բեմում՝ երգեհոնի առջև, պարտերում ունկնդիրները սպասում են համերգի սկզբին",
        en: "Illustration: a grand piano alone on the lit stage before the organ, the audience in the stalls waiting for the concert to begin",
        ru: "Иллюстрация: рояль на освещённой сцене перед органом, публика в партере ждёт начала концерта",
      },
      { am: "Դաշնամուրային երեկոյից առաջ", en: "Before a piano recital", ru: "Перед фортепианным вечером" },
    ),
    picture(
      "home-13",
      "small",
      {
        am: "Նկարազարդում՝ վերին հարկերի կորաձև եզրերը՝ ոսկեգույն զարդով և փոքրիկ լամպերով, ունկնդիրներն իրենց տեղերում են",
        en: "Illustration: the curved fronts of the upper tiers with gold trim and small lamps, the audience in their seats",
        ru: "Иллюстрация: изогнутые барьеры верхних ярусов с золотой отделкой и маленькими светильниками, зрители на своих местах",
      },
      { am: "Վերին հարկերը", en: "The upper tiers", ru: "Верхние ярусы" },
    ),
    picture(
      "home-14",
      "small",
      {
        am: "Նկարազարդում՝ դիրիժորական փայտիկը բաց պարտիտուրի վրա, ոսկեգույն կամարները կրկնում են նրա շարժումը",
        en: "Illustration: a conductor's baton lying across an open score, with gold arcs tracing its movement",
        ru: "Иллюстрация: дирижёрская палочка на раскрытой партитуре, золотые дуги повторяют её движение",
      },
      { am: "Դիրիժորական փայտիկը", en: "The conductor's baton", ru: "Дирижёрская палочка" },
    ),
  ],

  "hall-history": [
    picture(
      "hall-history-01",
      "wide",
      {
        am: "Նկարազարդում՝ արխիվային սեպիա երանգներով, սյունազարդ ճակատը՝ շինարարական փայտամածների մեջ",
        en: "Illustration in archival sepia: the colonnaded façade surrounded by scaffolding during construction",
        ru: "Иллюстрация в архивных тонах сепии: фасад с колоннадой в строительных лесах",
      },
      { am: "Շենքը կառուցման ընթացքում", en: "The building under construction", ru: "Здание строится" },
    ),
    picture(
      "hall-history-02",
      "small",
      {
        am: "Նկարազարդում՝ սեպիա երանգներով, մարդկանց բազմությունը հրապարակում՝ համերգասրահի սյունաշարի առջև",
        en: "Illustration in sepia: a crowd gathered on the square in front of the concert hall's colonnade",
        ru: "Иллюстрация в тонах сепии: толпа на площади перед колоннадой концертного зала",
      },
      {
        am: "Համերգասրահը բացվել է 1953\u00a0թվականի մայիսի 17-ին",
        en: "The hall opened on 17 May 1953",
        ru: "Зал открылся 17\u00a0мая 1953\u00a0года",
      },
    ),
    picture(
      "hall-history-03",
      "small",
      {
        am: "Նկարազարդում՝ սեպիա երանգներով, դատարկ գլխավոր դահլիճը վերին հարկից, խորքում՝ բեմն ու երգեհոնը",
        en: "Illustration in sepia: the empty main hall seen from an upper tier, with the stage and organ at the far end",
        ru: "Иллюстрация в тонах сепии: пустой большой зал с верхнего яруса, в глубине — сцена и орган",
      },
      { am: "Գլխավոր դահլիճն առաջին տարիներին", en: "The main hall in its early years", ru: "Большой зал в первые годы" },
    ),
    picture(
      "hall-history-04",
      "small",
      {
        am: "Նկարազարդում՝ գինեկարմիր երկգույն երանգներով, երգեհոնի խողովակները բեմի ետևում",
        en: "Illustration in wine-red duotone: the organ pipes behind the stage",
        ru: "Иллюстрация в винно-красной двухцветной гамме: трубы органа за сценой",
      },
      { am: "Երգեհոնի խողովակները", en: "The organ pipes", ru: "Трубы органа" },
    ),
    picture(
      "hall-history-05",
      "wide",
      {
        am: "Նկարազարդում՝ վերանորոգված դահլիճի կարմիր նստատեղերի շարքերը և վերին հարկերը՝ բեմից դիտված",
        en: "Illustration: rows of red seats in the refurbished auditorium and the upper tiers, seen from the stage",
        ru: "Иллюстрация: ряды красных кресел обновлённого зрительного зала и верхние ярусы, вид со сцены",
      },
      { am: "1310\u00a0նստատեղ՝ երեք հարկում", en: "1,310 seats on three floors", ru: "1310\u00a0мест на трёх этажах" },
    ),
    picture(
      "hall-history-06",
      "small",
      {
        am: "Նկարազարդում՝ սեպիա երանգներով, ճակատը ձմռանը, ձյուն աստիճանների և քիվերի վրա",
        en: "Illustration in sepia: the façade in winter, with snow on the steps and cornices",
        ru: "Иллюстрация в тонах сепии: фасад зимой, снег на ступенях и карнизах",
      },
      { am: "Ձյունառատ ձմեռային օր", en: "A snowy winter day", ru: "Снежный зимний день" },
    ),
    picture(
      "hall-history-07",
      "small",
      {
        am: "Նկարազարդում՝ երկգույն երանգներով, ջահը և զարդանախշ առաստաղը",
        en: "Illustration in duotone: the chandelier and the coffered ceiling",
        ru: "Иллюстрация в двухцветной гамме: люстра и кессонный потолок",
      },
      { am: "Ջահն ու առաստաղը", en: "Chandelier and ceiling", ru: "Люстра и потолок" },
    ),
    picture(
      "hall-history-08",
      "small",
      {
        am: "Նկարազարդում՝ սեպիա երանգներով, նվագախումբը համերգասրահի բեմում՝ երգեհոնի առջև",
        en: "Illustration in sepia: an orchestra on the stage of the hall, in front of the organ",
        ru: "Иллюстрация в тонах сепии: оркестр на сцене зала перед органом",
      },
      { am: "Նվագախումբը բեմում", en: "The orchestra on stage", ru: "Оркестр на сцене" },
    ),
    picture(
      "hall-history-09",
      "wide",
      {
        am: "Նկարազարդում՝ գինեկարմիր երկգույն երանգներով, ճակատը գիշերով, լուսավորված պատուհաններ, մարդիկ հրապարակում",
        en: "Illustration in wine-red duotone: the façade at night, the windows lit and people on the square",
        ru: "Иллюстрация в винно-красной двухцветной гамме: фасад ночью, освещённые окна, люди на площади",
      },
      {
        am: "1979\u00a0թվականից համերգասրահը կրում է Արամ Խաչատրյանի անունը",
        en: "Named after Aram Khachaturian since 1979",
        ru: "С 1979\u00a0года зал носит имя Арама Хачатуряна",
      },
    ),
    picture(
      "hall-history-10",
      "small",
      {
        am: "Նկարազարդում՝ սեպիա երանգներով, ցերեկային լույսը նախասրահում ընկնում է սյուների և շախմատաձև մարմարե հատակի վրա",
        en: "Illustration in sepia: daylight in the foyer, falling across the columns and the chequered marble floor",
        ru: "Иллюстрация в тонах сепии: дневной свет в фойе падает на колонны и мраморный пол в шахматную клетку",
      },
      { am: "Նախասրահը ցերեկը", en: "The foyer by day", ru: "Фойе днём" },
    ),
    picture(
      "hall-history-11",
      "wide",
      {
        am: "Նկարազարդում՝ ճակատն այսօր՝ մթնշաղին, համերգից առաջ հավաքվում են ունկնդիրները",
        en: "Illustration: the façade today, at dusk, with people gathering before a concert",
        ru: "Иллюстрация: фасад сегодня — сумерки, перед концертом собирается публика",
      },
      {
        am: "Համերգասրահն այսօր՝ Մեսրոպ Մաշտոցի պողոտա 46",
        en: "The hall today, at 46 Mesrop Mashtots Avenue",
        ru: "Зал сегодня: проспект Месропа Маштоца, 46",
      },
    ),
  ],

  "orchestra-history": [
    picture(
      "orchestra-history-01",
      "wide",
      {
        am: "Նկարազարդում՝ սեպիա երանգներով, նվագախումբը բեմում՝ երգեհոնի առջև, դահլիճը լեցուն է ունկնդիրներով",
        en: "Illustration in sepia: the orchestra on stage in front of the organ, the hall full of listeners",
        ru: "Иллюстрация в тонах сепии: оркестр на сцене перед органом, зал полон слушателей",
      },
      {
        am: "Նվագախումբը հիմնադրվել է 1925\u00a0թվականի մարտի 20-ին",
        en: "The orchestra was founded on 20 March 1925",
        ru: "Оркестр основан 20\u00a0марта 1925\u00a0года",
      },
    ),
    picture(
      "orchestra-history-02",
      "small",
      {
        am: "Նկարազարդում՝ երկգույն երանգներով, բաց պարտիտուրը նոտակալի վրա՝ փոքրիկ լամպի լույսի ներքո, կողքին՝ դիրիժորական փայտիկը",
        en: "Illustration in duotone: an open score on a music stand under a small lamp, with a baton beside it",
        ru: "Иллюстрация в двухцветной гамме: раскрытая партитура на пюпитре под маленькой лампой, рядом дирижёрская палочка",
      },
      { am: "Պարտիտուրը նոտակալի վրա", en: "The score on the stand", ru: "Партитура на пюпитре" },
    ),
    picture(
      "orchestra-history-03",
      "small",
      {
        am: "Նկարազարդում՝ սեպիա երանգներով, նվագախմբի ջութակահարները բեմում՝ բարձրացրած աղեղներով, լուսավորված նոտակալների առջև",
        en: "Illustration in sepia: the orchestra's violinists on stage, bows raised, in front of lit music stands",
        ru: "Иллюстрация в тонах сепии: скрипачи оркестра на сцене с поднятыми смычками перед освещёнными пюпитрами",
      },
      { am: "Ջութակները", en: "The violins", ru: "Скрипки" },
    ),
    picture(
      "orchestra-history-04",
      "small",
      {
        am: "Նկարազարդում՝ կլառնետահարները շարքով՝ կարմիր վարագույրի առջև",
        en: "Illustration: clarinettists in a row in front of a red curtain",
        ru: "Иллюстрация: кларнетисты в ряд перед красным занавесом",
      },
      { am: "Կլառնետները", en: "The clarinets", ru: "Кларнеты" },
    ),
    picture(
      "orchestra-history-05",
      "small",
      {
        am: "Նկարազարդում՝ սեպիա երանգներով, երեք լիտավր և փայտիկներ՝ բեմի լույսերի ներքո",
        en: "Illustration in sepia: three timpani and a pair of mallets under the stage lights",
        ru: "Иллюстрация в тонах сепии: три литавры и палочки в свете софитов",
      },
      { am: "Լիտավրները", en: "The timpani", ru: "Литавры" },
    ),
    picture(
      "orchestra-history-06",
      "wide",
      {
        am: "Նկարազարդում՝ երկգույն երանգներով, նվագախումբը նվագում է երեխաների համար, պարտերը լեցուն է փոքրիկ ունկնդիրներով",
        en: "Illustration in duotone: the orchestra performing for young listeners, the stalls full of children",
        ru: "Иллюстрация в двухцветной гамме: оркестр играет для юных слушателей, партер полон детей",
      },
      { am: "Համերգ փոքրիկ ունկնդիրների համար", en: "A concert for young listeners", ru: "Концерт для юных слушателей" },
    ),
    picture(
      "orchestra-history-07",
      "small",
      {
        am: "Նկարազարդում՝ սեպիա երանգներով, թավջութակների խումբը երգեհոնի առջև",
        en: "Illustration in sepia: the cello section in front of the organ",
        ru: "Иллюстрация в тонах сепии: группа виолончелей перед органом",
      },
      { am: "Թավջութակները", en: "The cellos", ru: "Виолончели" },
    ),
    picture(
      "orchestra-history-08",
      "wide",
      {
        am: "Նկարազարդում՝ երկգույն երանգներով, փորձը՝ վերին հարկից դիտված, նվագախումբը բեմում է, պարտերը՝ դատարկ",
        en: "Illustration in duotone: a rehearsal seen from an upper tier, the orchestra on stage and the stalls empty",
        ru: "Иллюстрация в двухцветной гамме: репетиция, вид с верхнего яруса — оркестр на сцене, партер пуст",
      },
      { am: "Փորձը", en: "A rehearsal", ru: "Репетиция" },
    ),
    picture(
      "orchestra-history-09",
      "small",
      {
        am: "Նկարազարդում՝ երկու դուդուկ և նռներ՝ նոտաների թերթերի վրա",
        en: "Illustration: two duduks and pomegranates on pages of sheet music",
        ru: "Иллюстрация: два дудука и гранаты на нотных листах",
      },
      { am: "Դուդուկը", en: "The duduk", ru: "Дудук" },
    ),
    picture(
      "orchestra-history-10",
      "small",
      {
        am: "Նկարազարդում՝ նվագախումբն այսօր՝ բեմում, լեցուն դահլիճի առջև",
        en: "Illustration: the orchestra today, on stage before a full house",
        ru: "Иллюстрация: оркестр сегодня — на сцене перед полным залом",
      },
      { am: "Նվագախումբն այսօր", en: "The orchestra today", ru: "Оркестр сегодня" },
    ),
  ],

  tour: [
    picture(
      "tour-01",
      "wide",
      {
        am: "Նկարազարդում՝ դատարկ նախասրահը ցերեկը՝ սյուներով, ջահերով և կարմիր գորգով",
        en: "Illustration: the empty foyer by day, with columns, chandeliers and a red carpet",
        ru: "Иллюстрация: пустое фойе днём — колонны, люстры и красная ковровая дорожка",
      },
      { am: "Նախասրահը", en: "The foyer", ru: "Фойе" },
    ),
    picture(
      "tour-02",
      "small",
      {
        am: "Նկարազարդում՝ գլխավոր սանդուղքը՝ կարմիր գորգով և ոսկեզօծ բազրիքներով, բարձրանում է դեպի կամարաձև պատուհանը",
        en: "Illustration: the grand staircase with a red runner and gilded balustrades, rising to an arched window",
        ru: "Иллюстрация: парадная лестница с красной дорожкой и золочёными перилами поднимается к арочному окну",
      },
      { am: "Գլխավոր սանդուղքը", en: "The grand staircase", ru: "Парадная лестница" },
    ),
    picture(
      "tour-03",
      "small",
      {
        am: "Նկարազարդում՝ երկար միջանցք՝ պատի լամպերով, դռներով և կարմիր գորգով",
        en: "Illustration: a long corridor with wall lamps, doors and a red carpet runner",
        ru: "Иллюстрация: длинный коридор с настенными светильниками, дверями и красной ковровой дорожкой",
      },
      { am: "Միջանցքներով", en: "Along the corridors", ru: "По коридорам" },
    ),
    picture(
      "tour-04",
      "small",
      {
        am: "Նկարազարդում՝ կուլիսներում՝ բեմական մեխանիզմների պարաններ, գործիքների պատյաններ, նոտակալներ և վարագույրի եզրը",
        en: "Illustration: backstage, with fly ropes, instrument cases, music stands and the edge of the curtain",
        ru: "Иллюстрация: за кулисами — тросы сценической механики, футляры инструментов, пюпитры и край занавеса",
      },
      { am: "Կուլիսներում", en: "Backstage", ru: "За кулисами" },
    ),
    picture(
      "tour-05",
      "wide",
      {
        am: "Նկարազարդում՝ դատարկ գլխավոր դահլիճը վերին հարկից, բեմն ու երգեհոնը մեղմ լուսավորված են",
        en: "Illustration: the empty main hall seen from an upper tier, the stage and organ softly lit",
        ru: "Иллюстрация: пустой большой зал с верхнего яруса, сцена и орган в мягком свете",
      },
      { am: "Դատարկ գլխավոր դահլիճը", en: "The main hall, empty", ru: "Пустой большой зал" },
    ),
    picture(
      "tour-06",
      "small",
      {
        am: "Նկարազարդում՝ արտիստական սենյակ՝ լամպերով շրջապատված հայելի, ջութակ, վարդ և կախիչից կախված ֆրակ",
        en: "Illustration: a dressing room with a mirror framed by bulbs, a violin, a rose and a tailcoat on a hanger",
        ru: "Иллюстрация: артистическая — зеркало в обрамлении ламп, скрипка, роза и фрак на вешалке",
      },
      { am: "Արտիստական սենյակը", en: "A dressing room", ru: "Артистическая" },
    ),
    picture(
      "tour-07",
      "small",
      {
        am: "Նկարազարդում՝ փորձի համար պատրաստված բեմը՝ աթոռներ և նոտակալներ երգեհոնի առջև",
        en: "Illustration: the stage set for a rehearsal, with chairs and music stands in front of the organ",
        ru: "Иллюстрация: сцена, подготовленная к репетиции, — стулья и пюпитры перед органом",
      },
      { am: "Բեմը փորձից առաջ", en: "The stage before a rehearsal", ru: "Сцена перед репетицией" },
    ),
    picture(
      "tour-08",
      "small",
      {
        am: "Նկարազարդում՝ սյունասրահի սյուները և բարձր մուտքի դռները ցերեկը",
        en: "Illustration: the columns of the portico and the tall entrance doors by day",
        ru: "Иллюстрация: колонны портика и высокие входные двери днём",
      },
      {
        am: "Գլխավոր մուտքը՝ Մեսրոպ Մաշտոցի պողոտա 46",
        en: "The main entrance, 46 Mesrop Mashtots Avenue",
        ru: "Главный вход: проспект Месропа Маштоца, 46",
      },
    ),
    picture(
      "tour-09",
      "wide",
      {
        am: "Նկարազարդում՝ դատարկ դահլիճը բեմից՝ կարմիր բազկաթոռների շարքեր և վերին հարկեր",
        en: "Illustration: the empty auditorium seen from the stage, with rows of red seats and the upper tiers",
        ru: "Иллюстрация: пустой зрительный зал со сцены — ряды красных кресел и верхние ярусы",
      },
      { am: "Տեսարանը բեմից", en: "The view from the stage", ru: "Вид со сцены" },
    ),
  ],

  "vip-balcony": [
    picture(
      "vip-balcony-01",
      "wide",
      {
        am: "Նկարազարդում՝ տեսարան օթյակից դեպի պարտեր և բեմ, թավշյա վարագույրներ և շամպայնի երկու բաժակ բազրիքի վրա",
        en: "Illustration: the view from a private box over the stalls to the stage, with velvet curtains and two glasses of champagne on the ledge",
        ru: "Иллюстрация: вид из ложи на партер и сцену, бархатные портьеры и два бокала шампанского на барьере",
      },
      { am: "Տեսարանը օթյակից", en: "The view from the box", ru: "Вид из ложи" },
    ),
    picture(
      "vip-balcony-02",
      "small",
      {
        am: "Նկարազարդում՝ ոսկեզօծ շրջանակով երկու թավշյա բազկաթոռ՝ նախշազարդ պատերի ֆոնին",
        en: "Illustration: two velvet armchairs with gilded frames against patterned walls",
        ru: "Иллюстрация: два бархатных кресла с золочёной отделкой на фоне стен с узором",
      },
      { am: "Բազկաթոռներն օթյակում", en: "Armchairs in the box", ru: "Кресла в ложе" },
    ),
    picture(
      "vip-balcony-03",
      "small",
      {
        am: "Նկարազարդում՝ շամպայնի երկու բաժակ թավշյա բազրիքի վրա, ետևում՝ դահլիճի լույսերը",
        en: "Illustration: two glasses of champagne on the velvet ledge, with the lights of the hall behind",
        ru: "Иллюстрация: два бокала шампанского на бархатном барьере, позади — огни зала",
      },
      { am: "Շամպայն ընդմիջմանը", en: "Champagne in the interval", ru: "Шампанское в антракте" },
    ),
    picture(
      "vip-balcony-04",
      "small",
      {
        am: "Նկարազարդում՝ կարմիր թավշյա վարագույրի ծալքեր՝ ոսկեգույն քուղով և ծոպով",
        en: "Illustration: folds of red velvet drapery with a gold rope and tassel",
        ru: "Иллюстрация: складки красной бархатной портьеры с золотым шнуром и кистью",
      },
      { am: "Թավիշ և ոսկի", en: "Velvet and gold", ru: "Бархат и золото" },
    ),
    picture(
      "vip-balcony-05",
      "wide",
      {
        am: "Նկարազարդում՝ կողային պատի երկայնքով օթյակների շարք՝ ներսից լուսավորված, պարտերից դիտված",
        en: "Illustration: a row of private boxes along the side wall, lit from within, seen from the stalls",
        ru: "Иллюстрация: ряд лож вдоль боковой стены, освещённых изнутри, вид из партера",
      },
      { am: "Օթյակները", en: "The boxes", ru: "Ложи" },
    ),
    picture(
      "vip-balcony-06",
      "small",
      {
        am: "Նկարազարդում՝ օթյակի ներսում՝ երկու թավշյա բազկաթոռ, սեղանիկ՝ շամպայնով, և պատի լամպեր",
        en: "Illustration: inside a box, with two velvet armchairs, a small table with champagne and wall lamps",
        ru: "Иллюстрация: в ложе — два бархатных кресла, столик с шампанским и настенные светильники",
      },
      { am: "Օթյակի ներսում", en: "Inside the box", ru: "В ложе" },
    ),
    picture(
      "vip-balcony-07",
      "small",
      {
        am: "Նկարազարդում՝ օթյակից երևում են բեմում նվագող նվագախումբը և ներքևում՝ լեցուն դահլիճը",
        en: "Illustration: from a box, the orchestra playing on stage and a full house below",
        ru: "Иллюстрация: из ложи видны оркестр на сцене и полный зал внизу",
      },
      { am: "Համերգը՝ օթյակից", en: "The concert from the box", ru: "Концерт из ложи" },
    ),
    picture(
      "vip-balcony-08",
      "small",
      {
        am: "Նկարազարդում՝ օթյակի մուտքը՝ ոսկեզօծ շրջանակով դուռ՝ կիսաբաց թավշյա վարագույրներով, երկու լամպի միջև",
        en: "Illustration: the entrance to a box, a gilded doorway with half-drawn velvet curtains between two wall lamps",
        ru: "Иллюстрация: вход в ложу — золочёный проём с приоткрытыми бархатными портьерами между двумя бра",
      },
      { am: "Օթյակի մուտքը", en: "The entrance to the box", ru: "Вход в ложу" },
    ),
    picture(
      "vip-balcony-09",
      "wide",
      {
        am: "Նկարազարդում՝ երեկո օթյակում՝ բազկաթոռներ, շամպայն և դահլիճի լույսերը վարագույրի ետևում",
        en: "Illustration: an evening in the box, with armchairs, champagne and the glow of the hall beyond the curtain",
        ru: "Иллюстрация: вечер в ложе — кресла, шампанское и огни зала за портьерой",
      },
      { am: "Երեկո օթյակում", en: "An evening in the box", ru: "Вечер в ложе" },
    ),
  ],

  harmony: [
    picture(
      "harmony-01",
      "wide",
      {
        am: "Նկարազարդում՝ «Հարմոնիա» կամերային սրահը՝ աթոռների շարքեր դաշնամուրի առջև, լուսավոր կախովի լուսատուների ներքո",
        en: "Illustration: the Harmony Chamber Hall, with rows of chairs facing a grand piano under glowing pendant lights",
        ru: "Иллюстрация: камерный зал «Гармония» — ряды стульев перед роялем под светящимися подвесными светильниками",
      },
      { am: "«Հարմոնիա» կամերային սրահը", en: "The Harmony Chamber Hall", ru: "Камерный зал «Гармония»" },
    ),
    picture(
      "harmony-02",
      "small",
      {
        am: "Նկարազարդում՝ կամերային սրահի դաշնամուրը՝ բարձրացրած կափարիչով, լույսի շողի տակ",
        en: "Illustration: the chamber hall's grand piano with its lid raised, in a beam of light",
        ru: "Иллюстрация: рояль камерного зала с поднятой крышкой в луче света",
      },
      { am: "Դաշնամուրը", en: "The grand piano", ru: "Рояль" },
    ),
    picture(
      "harmony-03",
      "small",
      {
        am: "Նկարազարդում՝ ապակե գնդաձև կախովի լուսատուներ՝ փայտե պանելների ֆոնին",
        en: "Illustration: glass globe pendant lights glowing against wooden panels",
        ru: "Иллюстрация: стеклянные шары подвесных светильников на фоне деревянных панелей",
      },
      { am: "Տաք լույս", en: "Warm light", ru: "Тёплый свет" },
    ),
    picture(
      "harmony-04",
      "wide",
      {
        am: "Նկարազարդում՝ ընդունելություն կամերային սրահում՝ հյուրերը շամպայնով՝ բարձր սեղանիկների շուրջ, լույսերի գիրլյանդների ներքո",
        en: "Illustration: a reception in the chamber hall, with guests holding champagne around high tables under strings of lights",
        ru: "Иллюстрация: приём в камерном зале — гости с шампанским у высоких столиков под гирляндами огней",
      },
      { am: "Ընդունելություն", en: "A reception", ru: "Приём" },
    ),
    picture(
      "harmony-05",
      "small",
      {
        am: "Նկարազարդում՝ փափուկ աթոռների շարքեր մանրահատակին",
        en: "Illustration: rows of upholstered chairs on the parquet floor",
        ru: "Иллюстрация: ряды мягких стульев на паркете",
      },
      { am: "Մինչև 100\u00a0մասնակից", en: "Room for up to 100 guests", ru: "До 100\u00a0гостей" },
    ),
    picture(
      "harmony-06",
      "small",
      {
        am: "Նկարազարդում՝ փոքր բեմը՝ պատրաստված լարային քառյակի համար, դաշնամուրի կողքին",
        en: "Illustration: the small stage set for a string quartet beside the grand piano",
        ru: "Иллюстрация: небольшая сцена, подготовленная для струнного квартета, рядом с роялем",
      },
      { am: "Լարային քառյակի համար", en: "Set for a string quartet", ru: "Всё готово для квартета" },
    ),
    picture(
      "harmony-07",
      "small",
      {
        am: "Նկարազարդում՝ շամպայնի բաժակների շարքեր սպիտակ սփռոցի վրա, ետևում՝ լույսերի գիրլյանդներ",
        en: "Illustration: rows of champagne glasses on a white tablecloth, with strings of lights behind",
        ru: "Иллюстрация: ряды бокалов шампанского на белой скатерти, позади — гирлянды огней",
      },
      { am: "Հյուրերին սպասելիս", en: "Ready for the guests", ru: "В ожидании гостей" },
    ),
    picture(
      "harmony-08",
      "wide",
      {
        am: "Նկարազարդում՝ կամերային համերգ, բոլոր տեղերը զբաղված են, դաշնամուրը փոքր բեմի վրա է",
        en: "Illustration: a chamber concert with every seat taken and the grand piano on the small stage",
        ru: "Иллюстрация: камерный концерт, все места заняты, рояль на небольшой сцене",
      },
      { am: "Կամերային համերգ", en: "A chamber concert", ru: "Камерный концерт" },
    ),
    picture(
      "harmony-09",
      "small",
      {
        am: "Նկարազարդում՝ դաշնամուրի ստեղները կողային լույսի ներքո, վերևում՝ թռչող նոտաներ",
        en: "Illustration: piano keys in raking light, with notes floating above",
        ru: "Иллюстрация: клавиши рояля в косом свете, над ними парят ноты",
      },
      { am: "Ստեղները", en: "The keys", ru: "Клавиши" },
    ),
    picture(
      "harmony-10",
      "small",
      {
        am: "Նկարազարդում՝ մոմերի լույսով երեկո կամերային սրահում, ունկնդիրները մեղմ կիսախավարում են",
        en: "Illustration: a candlelit evening in the chamber hall, the audience in soft half-light",
        ru: "Иллюстрация: вечер при свечах в камерном зале, слушатели в мягком полумраке",
      },
      { am: "Երեկո մոմերի լույսով", en: "A candlelit evening", ru: "Вечер при свечах" },
    ),
    picture(
      "harmony-11",
      "small",
      {
        am: "Նկարազարդում՝ կամերային սրահի ապակեպատ երկփեղկ դռները, ապակու ետևում՝ տաք լույս",
        en: "Illustration: the glazed double doors of the chamber hall, with warm light behind the glass",
        ru: "Иллюстрация: застеклённые двустворчатые двери камерного зала, за стеклом тёплый свет",
      },
      { am: "Կամերային սրահի մուտքը", en: "The entrance to the chamber hall", ru: "Вход в камерный зал" },
    ),
    picture(
      "harmony-12",
      "wide",
      {
        am: "Նկարազարդում՝ ընդունելության համար պատրաստված կամերային սրահը՝ բարձր սեղանիկներ, բաժակներ և լույսերի գիրլյանդներ",
        en: "Illustration: the chamber hall set for a reception, with high tables, glasses and strings of lights",
        ru: "Иллюстрация: камерный зал, подготовленный к приёму, — высокие столики, бокалы и гирлянды огней",
      },
      { am: "Ընդունելությունից առաջ", en: "Set for a reception", ru: "Зал готов к приёму" },
    ),
  ],

  "gift-card": [
    card(
      15000,
      {
        am: "Նկարազարդում՝ 15\u00a0000\u00a0դրամ արժողությամբ նվեր քարտ՝ փղոսկրագույն և ոսկեգույն, ոսկե սյուներով պատկերանշանով",
        en: "Illustration: a 15,000 AMD gift card in ivory and gold, with an emblem of gold columns",
        ru: "Иллюстрация: подарочная карта номиналом 15\u00a0000\u00a0драм в цвете слоновой кости и золота, с эмблемой из золотых колонн",
      },
      { am: "Նվեր քարտ՝ 15\u00a0000\u00a0դրամ", en: "Gift card, 15,000 AMD", ru: "Подарочная карта на 15\u00a0000\u00a0драм" },
    ),
    card(
      50000,
      {
        am: "Նկարազարդում՝ 50\u00a0000\u00a0դրամ արժողությամբ նվեր քարտ՝ գինեկարմիր և ոսկեգույն, ոսկե սյուներով պատկերանշանով",
        en: "Illustration: a 50,000 AMD gift card in wine red and gold, with an emblem of gold columns",
        ru: "Иллюстрация: подарочная карта номиналом 50\u00a0000\u00a0драм в винно-красных и золотых тонах, с эмблемой из золотых колонн",
      },
      { am: "Նվեր քարտ՝ 50\u00a0000\u00a0դրամ", en: "Gift card, 50,000 AMD", ru: "Подарочная карта на 50\u00a0000\u00a0драм" },
    ),
    card(
      100000,
      {
        am: "Նկարազարդում՝ 100\u00a0000\u00a0դրամ արժողությամբ նվեր քարտ՝ մուգ ֆոնի վրա ոսկեգույն զարդերով և ոսկե սյուներով պատկերանշանով",
        en: "Illustration: a 100,000 AMD gift card in gold on a dark ground, with an emblem of gold columns",
        ru: "Иллюстрация: подарочная карта номиналом 100\u00a0000\u00a0драм — золото на тёмном фоне, с эмблемой из золотых колонн",
      },
      { am: "Նվեր քարտ՝ 100\u00a0000\u00a0դրամ", en: "Gift card, 100,000 AMD", ru: "Подарочная карта на 100\u00a0000\u00a0драм" },
    ),
  ],
};
