/**
 * The privacy policy and the terms of use until an admin edits them (/admin/privacy): what this
 * site really collects, why and for how long. `{inquiryDays}` (the number with its word: "730 days") and `{infoEmail}` are replaced when
 * the page is shown, from the retention setting and the site settings, in edited texts too. What
 * the hall itself must state (its legal name, where the server runs and how long its logs are kept,
 * the ticketing provider's terms) is never stated as fact: each such point is a quotation opening
 * "To be confirmed by the hall", which the page shows as the accessibility page shows its own.
 * When the hall confirms a point, an admin replaces it in all three languages.
 */
import type { Localised } from "../i18n/languages";

/** The day these defaults were written: the "last changed" date of a page nobody has edited. */
export const DEFAULT_LEGAL_TEXTS_DATE = "2026-11-24T12:00:00.000Z";

const privacy: Localised<string> = {
  am: `<h2>Ովքեր ենք մենք</h2>
<p>Այս կայքը Արամ Խաչատրյանի անվան համերգասրահինն է (Երևան, Մաշտոցի պողոտա 46)։ Ձեր տվյալների վերաբերյալ ցանկացած հարցով գրեք մեզ <a href="mailto:{infoEmail}">{infoEmail}</a> հասցեով։</p>
<blockquote><p><strong>Ճշտվում է համերգասրահի հետ՝</strong> կազմակերպության իրավաբանական անվանումը, որը պատասխանատու է տվյալների համար։</p></blockquote>
<h2>Ինչ ենք հավաքում և ինչու</h2>
<h3>Հայտեր</h3>
<p>Երբ լրացնում եք դահլիճի վարձակալության, էքսկուրսիայի, բացառիկ պատշգամբի կամ «Հարմոնիա» դահլիճի հայտը, մենք պահում ենք ձեր նշած անունը, ազգանունը, էլ. հասցեն, հեռախոսը և հաղորդագրությունը (կամ միջոցառման տեսակն ու դահլիճը)՝ միայն ձեզ պատասխանելու համար։ Դուք ստանում եք հայտի պատճենը էլ. փոստով, իսկ մեր աշխատակիցները՝ ծանուցում։</p>
<p>Հայտերը և դրանց հետ ուղարկված նամակները ավտոմատ ջնջվում են {inquiryDays} անց։</p>
<h3>Տեղեկագիր</h3>
<p>Տեղեկագրին բաժանորդագրվելիս պահում ենք ձեր էլ. հասցեն, լեզուն և բաժանորդագրության ու հաստատման ժամը։ Բաժանորդագրությունը սկսվում է միայն այն բանից հետո, երբ բացում եք մեր ուղարկած հաստատման հղումը։ Չհաստատված հասցեները ջնջվում են յոթ օր անց։ Յուրաքանչյուր նամակ ունի բաժանորդագրությունից դուրս գալու հղում։ Դուրս գալուց հետո ձեր հասցեն ջնջվում է։</p>
<h3>Նամակներ</h3>
<p>Մեր ուղարկած նամակները (հաստատումներ, հայտերի պատճեններ) պահվում են մինչև առաքումը։ Առաքումից անմիջապես հետո նամակի բովանդակությունը ջնջվում է, իսկ ստացողի հասցեն և ուղարկման ժամը պահվում են յոթ օր։ Չառաքված նամակը ջնջվում է երեսուն օր անց։</p>
<h3>Այցելությունների վիճակագրություն</h3>
<p>Մենք հաշվում ենք էջերի դիտումները ըստ օրվա, էջի, լեզվի, հղող կայքի անվան և սարքի տեսակի (հեռախոս, պլանշետ, համակարգիչ)։ Օրական եզակի այցելուները հաշվվում են այնպիսի նշանով, որն ամեն օր փոխվում է և օրվա ավարտից հետո չի պահվում։ Մենք չենք օգտագործում թխուկներ (cookies) և չենք կազմում այցելուների անհատական պրոֆիլներ։</p>
<h3>Սերվերի գրառումներ և պաշտպանություն չարաշահումից</h3>
<p>Սերվերը գրանցում է հարցումների տեխնիկական տվյալները (ժամը, բացված հասցեն, պատասխանի կոդը)՝ առանց ձեր IP հասցեի։ Ձևերի ավտոմատ չարաշահումը կանխելու համար ձեր ցանցային հասցեն հաշվվում է տասը րոպե, որից հետո հաշվիչը ջնջվում է։</p>
<blockquote><p><strong>Ճշտվում է համերգասրահի հետ՝</strong> որտեղ է աշխատում սերվերը և որքան ժամանակ են պահվում նրա գրառումները։</p></blockquote>
<h3>Տոմսեր</h3>
<p>Տոմսերը վաճառում է EventHub տոմսային համակարգը։ Գնման ժամանակ ձեր տվյալները մշակում է այդ համակարգը, ոչ թե այս կայքը։</p>
<blockquote><p><strong>Ճշտվում է համերգասրահի հետ՝</strong> տոմսային համակարգի գաղտնիության քաղաքականության հղումը։</p></blockquote>
<h2>Ձեր իրավունքները</h2>
<p>Կարող եք իմանալ, թե ինչ տվյալներ ունենք ձեր մասին, ստանալ դրանց պատճենը կամ պահանջել դրանց ջնջումը։ Դրա համար գրեք <a href="mailto:{infoEmail}">{infoEmail}</a> հասցեով։ Մենք կգտնենք և կջնջենք ձեր էլ. հասցեին առնչվող բոլոր գրառումները։</p>`,
  en: `<h2>Who we are</h2>
<p>This site belongs to the Aram Khachaturian Concert Hall (46 Mesrop Mashtots Avenue, Yerevan). For any question about your data, write to <a href="mailto:{infoEmail}">{infoEmail}</a>.</p>
<blockquote><p><strong>To be confirmed by the hall:</strong> the legal name of the organisation responsible for your data.</p></blockquote>
<h2>What we collect and why</h2>
<h3>Inquiries</h3>
<p>When you send an inquiry about renting the hall, a tour, the exclusive balcony or the Harmony hall, we keep the name, surname, e-mail address, phone number and message (or the kind of event and the hall) you gave, only to answer you. You receive a copy by e-mail and our staff receive a notice.</p>
<p>Inquiries and the mail sent about them are deleted automatically after {inquiryDays}.</p>
<h3>Newsletter</h3>
<p>When you subscribe to the newsletter we keep your e-mail address, your language and when you subscribed and confirmed. Your subscription starts only once you open the confirmation link we send; addresses never confirmed are deleted after seven days. Every newsletter carries a link to unsubscribe, and unsubscribing deletes your address.</p>
<h3>Mail</h3>
<p>The messages we send (confirmations, copies of inquiries) are kept until they are delivered. Once a message is delivered its content is deleted at once; the recipient's address and the time it was sent are kept for seven days. A message that could not be delivered is deleted after thirty days.</p>
<h3>Visitor figures</h3>
<p>We count page views by day, page, language, the name of the site that linked to us and the kind of device (phone, tablet or computer). Unique visitors per day are counted with a mark that changes every day and is not kept once the day is over. We use no cookies and build no profile of any visitor.</p>
<h3>Server logs and protection from abuse</h3>
<p>The server logs the technical facts of each request (the time, the address asked for, the answer's status code), without your IP address. To stop automated abuse of the forms, your network address is counted for ten minutes; the count is then deleted.</p>
<blockquote><p><strong>To be confirmed by the hall:</strong> where the server runs and how long its logs are kept.</p></blockquote>
<h3>Tickets</h3>
<p>Tickets are sold by the EventHub ticketing system: when you buy one, your details are handled by that system, not by this site.</p>
<blockquote><p><strong>To be confirmed by the hall:</strong> a link to the ticketing system's privacy policy.</p></blockquote>
<h2>Your rights</h2>
<p>You may ask what we hold about you, receive a copy of it, or have it erased: write to <a href="mailto:{infoEmail}">{infoEmail}</a>. We will find and erase every record that holds your e-mail address.</p>`,
  ru: `<h2>Кто мы</h2>
<p>Этот сайт принадлежит Концертному залу имени Арама Хачатуряна (Ереван, проспект Маштоца, 46). С любыми вопросами о ваших данных пишите нам на <a href="mailto:{infoEmail}">{infoEmail}</a>.</p>
<blockquote><p><strong>Уточняется у зала:</strong> юридическое название организации, отвечающей за ваши данные.</p></blockquote>
<h2>Что мы собираем и зачем</h2>
<h3>Заявки</h3>
<p>Когда вы отправляете заявку на аренду зала, экскурсию, эксклюзивный балкон или зал «Гармония», мы храним указанные вами имя, фамилию, адрес электронной почты, телефон и сообщение (или вид мероприятия и зал) — только чтобы вам ответить. Вы получаете копию заявки по почте, а наши сотрудники — уведомление.</p>
<p>Заявки и связанные с ними письма автоматически удаляются через {inquiryDays}.</p>
<h3>Рассылка</h3>
<p>При подписке на рассылку мы храним ваш адрес электронной почты, язык, а также время подписки и её подтверждения. Подписка начинается, только когда вы откроете присланную нами ссылку для подтверждения; неподтверждённые адреса удаляются через семь дней. В каждом письме рассылки есть ссылка для отписки, и после отписки ваш адрес удаляется.</p>
<h3>Письма</h3>
<p>Письма, которые мы отправляем (подтверждения, копии заявок), хранятся до доставки. Содержание доставленного письма сразу удаляется, а адрес получателя и время отправки хранятся семь дней. Недоставленное письмо удаляется через тридцать дней.</p>
<h3>Статистика посещений</h3>
<p>Мы считаем просмотры страниц по дням, страницам, языкам, названию сайта, с которого пришёл посетитель, и типу устройства (телефон, планшет, компьютер). Уникальные посетители за день считаются по метке, которая меняется каждый день и не хранится после его окончания. Мы не используем файлы cookie и не составляем профилей посетителей.</p>
<h3>Журналы сервера и защита от злоупотреблений</h3>
<p>Сервер записывает технические сведения о запросах (время, запрошенный адрес, код ответа) без вашего IP-адреса. Чтобы защитить формы от автоматических злоупотреблений, ваш сетевой адрес учитывается в течение десяти минут, после чего счётчик удаляется.</p>
<blockquote><p><strong>Уточняется у зала:</strong> где работает сервер и сколько хранятся его журналы.</p></blockquote>
<h3>Билеты</h3>
<p>Билеты продаёт билетная система EventHub: при покупке ваши данные обрабатывает она, а не этот сайт.</p>
<blockquote><p><strong>Уточняется у зала:</strong> ссылка на политику конфиденциальности билетной системы.</p></blockquote>
<h2>Ваши права</h2>
<p>Вы можете узнать, какие данные о вас у нас есть, получить их копию или потребовать их удаления: напишите на <a href="mailto:{infoEmail}">{infoEmail}</a>. Мы найдём и удалим все записи, в которых есть ваш адрес электронной почты.</p>`,
};

const terms: Localised<string> = {
  am: `<h2>Կայքի մասին</h2>
<p>Այս կայքը ներկայացնում է Արամ Խաչատրյանի անվան համերգասրահի և Հայաստանի ազգային ֆիլհարմոնիկ նվագախմբի համերգները, դահլիճն ու նրա ծառայությունները։ Կայքից օգտվելով՝ դուք համաձայնում եք ստորև նշված պայմաններին։</p>
<h2>Համերգների մասին տեղեկություններ</h2>
<p>Մենք ձգտում ենք, որ ծրագրերը, կատարողները, ամսաթվերն ու գները լինեն ճշգրիտ, սակայն դրանք կարող են փոխվել։ Համերգից առաջ ստուգեք վերջին տեղեկությունները այս կայքում կամ տոմսարկղում։</p>
<h2>Տոմսեր</h2>
<p>Տոմսերը վաճառվում են EventHub տոմսային համակարգով, և գնման, վերադարձի ու փոխանակման պայմանները սահմանում են այդ համակարգն ու համերգասրահը։</p>
<blockquote><p><strong>Ճշտվում է համերգասրահի հետ՝</strong> տոմսերի վերադարձի և փոխանակման կանոնները։</p></blockquote>
<h2>Հայտեր և տեղեկագիր</h2>
<p>Հայտ ուղարկելիս նշեք ճշգրիտ տվյալներ։ Հայտը պայմանագիր չէ, և մենք կկապվենք ձեզ հետ մանրամասները համաձայնեցնելու համար։ Ինչպես ենք պահում ձեր տվյալները, նկարագրված է գաղտնիության քաղաքականությունում։</p>
<h2>Բովանդակություն</h2>
<p>Կայքի տեքստերն ու պատկերները պատկանում են համերգասրահին կամ օգտագործվում են դրանց հեղինակների թույլտվությամբ։ Դրանք չի կարելի օգտագործել առևտրային նպատակներով առանց մեր գրավոր համաձայնության։ Այլ կայքերի հղումների բովանդակության համար մենք պատասխանատվություն չենք կրում։</p>
<blockquote><p><strong>Ճշտվում է համերգասրահի հետ՝</strong> կազմակերպության իրավաբանական անվանումը և կիրառվող օրենսդրությունը։</p></blockquote>
<h2>Կապ</h2>
<p>Հարցերի դեպքում գրեք <a href="mailto:{infoEmail}">{infoEmail}</a> հասցեով։</p>`,
  en: `<h2>About this site</h2>
<p>This site presents the concerts of the Aram Khachaturian Concert Hall and the Armenian National Philharmonic Orchestra, the hall and its services. By using it you accept the terms below.</p>
<h2>Concert information</h2>
<p>We take care that programmes, performers, dates and prices are correct, but they may change. Before a concert, check the latest information on this site or at the ticket office.</p>
<h2>Tickets</h2>
<p>Tickets are sold through the EventHub ticketing system; the terms of purchase, refund and exchange are set by that system and the hall.</p>
<blockquote><p><strong>To be confirmed by the hall:</strong> the rules for ticket refunds and exchanges.</p></blockquote>
<h2>Inquiries and the newsletter</h2>
<p>Please give correct details when you send an inquiry. An inquiry is not a contract: we will contact you to agree on the details. How we keep your data is described in the privacy policy.</p>
<h2>Content</h2>
<p>The texts and pictures on this site belong to the hall or are used with their authors' permission. They may not be used commercially without our written consent. We are not responsible for the content of other sites we link to.</p>
<blockquote><p><strong>To be confirmed by the hall:</strong> the organisation's legal name and the governing law.</p></blockquote>
<h2>Contact</h2>
<p>For any question, write to <a href="mailto:{infoEmail}">{infoEmail}</a>.</p>`,
  ru: `<h2>О сайте</h2>
<p>Этот сайт рассказывает о концертах Концертного зала имени Арама Хачатуряна и Национального филармонического оркестра Армении, о зале и его услугах. Пользуясь сайтом, вы принимаете изложенные ниже условия.</p>
<h2>Сведения о концертах</h2>
<p>Мы следим за тем, чтобы программы, исполнители, даты и цены были указаны верно, но они могут меняться. Перед концертом проверьте актуальные сведения на сайте или в кассе.</p>
<h2>Билеты</h2>
<p>Билеты продаются через билетную систему EventHub; условия покупки, возврата и обмена определяют эта система и зал.</p>
<blockquote><p><strong>Уточняется у зала:</strong> правила возврата и обмена билетов.</p></blockquote>
<h2>Заявки и рассылка</h2>
<p>Указывайте в заявках верные данные. Заявка не является договором: мы свяжемся с вами, чтобы согласовать подробности. Как мы храним ваши данные, описано в политике конфиденциальности.</p>
<h2>Материалы сайта</h2>
<p>Тексты и изображения сайта принадлежат залу или используются с разрешения их авторов. Их нельзя использовать в коммерческих целях без нашего письменного согласия. Мы не отвечаем за содержание сторонних сайтов, на которые ссылаемся.</p>
<blockquote><p><strong>Уточняется у зала:</strong> юридическое название организации и применимое право.</p></blockquote>
<h2>Связь</h2>
<p>С любыми вопросами пишите на <a href="mailto:{infoEmail}">{infoEmail}</a>.</p>`,
};

export const DEFAULT_LEGAL_TEXTS = { privacy, terms } as const;
