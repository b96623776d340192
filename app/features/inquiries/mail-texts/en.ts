import type { InquiryKind } from "../inquiry-kinds";

/**
 * The texts of the messages the site sends (server-only, so pages do not carry them). English
 * defines the shape: `am.ts` and `ru.ts` are typed `MailTexts`.
 */
const en = {
  kinds: {
    rental: "hall rental",
    visit: "a tour of the hall",
    vipBalcony: "the exclusive balcony",
    harmony: "the Harmony chamber hall",
  } satisfies Record<InquiryKind, string>,
  acknowledgement: {
    subject: "We have received your request: {kind}",
    heading: "Thank you for your request",
    intro: "We have received a request about {kind}, sent from our website on {date}. Our staff will reply to this address shortly.",
    reachTitle: "How to reach the hall:",
    ticketOffice: "Ticket office",
    reception: "Reception",
    email: "E-mail",
    ignore: "If you did not send this request, please ignore this message.",
  },
  reply: {
    subject: "Re: {subject}",
    heading: "Our reply to your request",
    note: "To write to us, simply reply to this message.",
  },
  staff: {
    subject: "New request: {kind} from {name}",
    heading: "New request: {kind}",
    intro: "A visitor sent this request on {date}. Replying to this message writes to the visitor.",
    language: "Visitor's language",
    received: "Received",
    open: "Open the list in the admin area",
  },
};

export type MailTexts = typeof en;
export default en;
