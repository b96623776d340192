/**
 * The texts of the newsletter's messages (server-only, so pages do not carry them). English
 * defines the shape: `am.ts` and `ru.ts` are typed `MailTexts`.
 */
const en = {
  confirm: {
    subject: "Please confirm your subscription to our newsletter",
    heading: "One more step to subscribe",
    intro: "We received a request to send news of concerts at the Aram Khachaturian Concert Hall to {email}. To start receiving it, please confirm your address:",
    action: "Confirm my subscription",
    expiry: "The link works for 7 days. If you did not ask for this, simply ignore this message: without confirmation the address is deleted and you will hear nothing more from us.",
  },
  unsubscribe: {
    note: "Don't want our newsletter? Unsubscribe with one click:",
    action: "Unsubscribe",
  },
};

export type MailTexts = typeof en;
export default en;
