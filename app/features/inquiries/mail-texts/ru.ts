import type { MailTexts } from "./en";

const ru: MailTexts = {
  kinds: {
    rental: "аренда зала",
    visit: "экскурсия по залу",
    vipBalcony: "эксклюзивный балкон",
    harmony: "камерный зал «Гармония»",
  },
  acknowledgement: {
    subject: "Мы получили вашу заявку: {kind}",
    heading: "Спасибо за вашу заявку",
    intro: "Мы получили заявку ({kind}), отправленную с нашего сайта {date}. Наши сотрудники скоро ответят на этот адрес.",
    reachTitle: "Как связаться с концертным залом:",
    ticketOffice: "Касса",
    reception: "Приёмная",
    email: "Эл. почта",
    ignore: "Если вы не отправляли эту заявку, просто не обращайте внимания на это письмо.",
  },
  staff: {
    subject: "Новая заявка: {kind}, {name}",
    heading: "Новая заявка: {kind}",
    intro: "Посетитель отправил эту заявку {date}. Ответ на это письмо уйдёт посетителю.",
    language: "Язык посетителя",
    received: "Получена",
    open: "Открыть список в панели управления",
  },
};

export default ru;
