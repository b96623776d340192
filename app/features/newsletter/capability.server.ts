import { capability, contribute, MAIL_HOUSEKEEPING, PAGE_CONTEXT, type Platform } from "../../capability.server";
import { subscribersAdminApiRouter } from "./admin-api.server";
import { newsletterApiRouter } from "./api.server";
import { removeExpiredSubscriptions } from "./newsletter.server";
import { createSubscriptionService, type SubscriptionService } from "./subscribe.server";

declare module "react-router" {
  interface AppLoadContext {
    subscriptions: SubscriptionService;
  }
}

type Needs = Pick<Platform, "db" | "fanout" | "guard" | "wakeMail"> & {
  subscriptions: SubscriptionService;
  listOpened: Parameters<typeof subscribersAdminApiRouter>[0]["listOpened"];
};

/** The newsletter: the public subscription with its confirmation, and the subscribers' admin list. */
export const newsletterCapability = capability({
  name: "newsletter",
  start: ({ db, fanout, guard, wakeMail }: Needs) => ({
    provides: { subscriptions: createSubscriptionService({ db, publish: (message) => fanout.publish(message), guard, mail: { wake: wakeMail } }) },
  }),
  api: [{ router: ({ subscriptions, db }) => newsletterApiRouter({ forms: subscriptions, db }) }, { router: ({ db, listOpened }) => subscribersAdminApiRouter({ db, listOpened }) }],
  contributes: [
    contribute(PAGE_CONTEXT, ({ subscriptions }: Needs) => () => ({ subscriptions })),
    contribute(MAIL_HOUSEKEEPING, ({ db }: Needs) => () => removeExpiredSubscriptions(db)),
  ],
});
