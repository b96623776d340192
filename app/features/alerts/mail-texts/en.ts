/**
 * The texts of the alerts' messages (server-only, so pages do not carry them). English defines the
 * shape: `am.ts` and `ru.ts` are typed `MailTexts`. {concert} and {date} are the catalogue's, never a visitor's.
 */
const en = {
  confirm: {
    subject: "Please confirm your address for concert alerts",
    heading: "One more step to receive your alert",
    intro: "We received a request to write to {email} when there is news of a concert at the Aram Khachaturian Concert Hall. Please confirm your address, and we will write only when there is something to tell:",
    action: "Confirm my address",
    expiry: "The link works for 7 days. If you did not ask for this, simply ignore this message: without confirmation the address is deleted and you will hear nothing from us.",
  },
  seats: {
    subject: "Seats are available again: {concert}",
    heading: "Seats are available again",
    intro: "Tickets are on sale again for {concert} on {date}. Returned seats usually go quickly.",
    action: "Choose seats",
  },
  onSale: {
    subject: "Tickets are on sale: {concert}",
    heading: "Tickets are on sale",
    intro: "Tickets for {concert} on {date} are now on sale.",
    action: "Buy tickets",
  },
  changes: {
    subject: "A change to {concert}",
    heading: "This concert has changed",
    intro: "There is news of {concert} on {date}:",
    cancelled: "The concert is cancelled.",
    postponed: "The concert is postponed. The new date will be announced on its page.",
    online: "The concert will take place online.",
    scheduled: "The concert takes place as planned.",
    notice: "A note from the hall:",
    action: "See the concert",
  },
  digest: {
    subject: "New concerts you follow",
    heading: "New concerts",
    artist: "New concerts with {name}:",
    series: "New concerts in the series {name}:",
  },
  stop: {
    note: "You receive this message because you asked for this alert on our website.",
    oneNote: "No longer interested?",
    allNote: "Want no alerts from us at all?",
    one: "Stop this alert",
    all: "Stop all my alerts",
  },
};

export type MailTexts = typeof en;
export default en;
