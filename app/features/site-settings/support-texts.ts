import type { Localised } from "../../i18n/languages";

/**
 * The support page's text until an admin edits it on the settings screen: how to give, without
 * bank details the hall has not given us (staff add them), and where to ask. The page shows the
 * saved contacts (e-mail, phones) under the text, so the text refers to them instead of repeating them.
 */
export const DEFAULT_SUPPORT_TEXTS: Localised<string> = {
  am: `<h2>Ինչպես աջակցել</h2>
<p>Հայաստանի ազգային ֆիլհարմոնիկ նվագախումբը երախտագիտությամբ է ընդունում բոլոր նրանց աջակցությունը, ովքեր սիրում են իր երաժշտությունը՝ անհատների, ընկերությունների և հիմնադրամների։ Ձեր նվիրատվությունն օգնում է նվագախմբին պատրաստել նոր ծրագրեր, հրավիրել մենակատարների ու դիրիժորների և երաժշտությունը հասցնել երիտասարդ ունկնդիրներին։</p>
<p>Այս կայքում վճարումներ չեն ընդունվում։</p>
<h3>Բանկային փոխանցումով</h3>
<p>Նվագախմբի բանկային վավերապայմանները շուտով կհրապարակեն մեր աշխատակիցները։ Մինչ այդ գրեք մեզ կամ զանգահարեք ընդունարան, և մենք կուղարկենք դրանք՝ պատմելով, թե ինչին կծառայի ձեր նվիրատվությունը։</p>
<h3>Հովանավորություն</h3>
<p>Հովանավորները կարող են աջակցել համերգի, համերգաշրջանի, հյուրախաղերի կամ երիտասարդների համար ծրագրերի։ Սիրով կքննարկենք, թե ինչպես նշել ձեր կամ ձեր ընկերության անունը մեր ծրագրագրքույկներում և այս կայքում։</p>
<h3>Կապ</h3>
<p>Գրեք կամ զանգահարեք ստորև նշված էլ. հասցեով և հեռախոսահամարներով․ պատասխանում ենք աշխատանքային օրերին։</p>`,
  en: `<h2>How to give</h2>
<p>The Armenian National Philharmonic Orchestra is grateful for the support of everyone who loves its music: individual friends, companies and foundations. Your gift helps the orchestra prepare new programmes, invite soloists and conductors, and bring music to young listeners.</p>
<p>No payment is taken on this website.</p>
<h3>By bank transfer</h3>
<p>The orchestra's bank details will be published here by our staff. Until then, write to us or call the reception, and we will send them to you and tell you what your gift will support.</p>
<h3>Becoming a patron</h3>
<p>Patrons and sponsors can support a concert, a season, a tour or the orchestra's programmes for young people. We will gladly discuss how your name, or your company's, is credited in our printed programmes and on this site.</p>
<h3>Contact us</h3>
<p>Write or call using the e-mail address and phone numbers below; we answer on working days.</p>`,
  ru: `<h2>Как поддержать оркестр</h2>
<p>Национальный филармонический оркестр Армении с благодарностью принимает поддержку всех, кто любит его музыку, — частных лиц, компаний и фондов. Ваш вклад помогает оркестру готовить новые программы, приглашать солистов и дирижёров и знакомить с музыкой юных слушателей.</p>
<p>На этом сайте платежи не принимаются.</p>
<h3>Банковский перевод</h3>
<p>Банковские реквизиты оркестра скоро опубликуют здесь наши сотрудники. А пока напишите нам или позвоните в приёмную — мы пришлём реквизиты и расскажем, на что пойдёт ваш вклад.</p>
<h3>Меценатство и спонсорство</h3>
<p>Меценаты и спонсоры могут поддержать концерт, сезон, гастроли или программы оркестра для молодёжи. Мы с радостью обсудим, как упомянуть ваше имя или название вашей компании в программках и на этом сайте.</p>
<h3>Контакты</h3>
<p>Пишите и звоните по адресу и телефонам, указанным ниже; мы отвечаем в рабочие дни.</p>`,
};
