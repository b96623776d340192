import { capability, contribute, PAGE_CONTEXT, type Platform } from "../../capability.server";
import { publicContacts } from "../site-settings/public.server";
import { inquiriesAdminApiRouter } from "./admin-api.server";
import { inquiriesApiRouter } from "./api.server";
import { createInquiryService, type InquiryService } from "./inquiry-service.server";

declare module "react-router" {
  interface AppLoadContext {
    inquiries: InquiryService;
  }
}

type Needs = Pick<Platform, "db" | "config" | "fanout" | "guard" | "wakeMail"> & {
  inquiries: InquiryService;
  listOpened: Parameters<typeof inquiriesAdminApiRouter>[0]["listOpened"];
};

/** The four inquiry forms, their mail to staff and the visitor, and the admin lists with replies. */
export const inquiriesCapability = capability({
  name: "inquiries",
  start: ({ db, config, fanout, guard, wakeMail }: Needs) => ({
    provides: {
      inquiries: createInquiryService({ db, publish: (message) => fanout.publish(message), guard, mail: { staff: config.mail.staff, wake: wakeMail }, contacts: () => publicContacts(db) }),
    },
  }),
  api: [{ router: ({ inquiries }) => inquiriesApiRouter({ forms: inquiries }) }, { router: ({ db, listOpened, wakeMail }) => inquiriesAdminApiRouter({ db, listOpened, wakeMail }) }],
  contributes: [contribute(PAGE_CONTEXT, ({ inquiries }: Needs) => () => ({ inquiries }))],
});
