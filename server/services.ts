import path from "node:path";
import type { Database } from "../app/db/client.server";
import { liveSocketAccess } from "../app/features/admin-auth/live-access.server";
import { createLoginService } from "../app/features/admin-auth/login.server";
import { createInquiryService } from "../app/features/inquiries/inquiry-service.server";
import { removeExpiredSubscriptions } from "../app/features/newsletter/newsletter.server";
import { createSubscriptionService } from "../app/features/newsletter/subscribe.server";
import { createFormGuard } from "../app/forms/public-form.server";
import { createMailSender, type MailSenderOptions } from "../app/mail/sender.server";
import { createMailTransport } from "../app/mail/transport.server";
import { publicContacts } from "../app/features/site-settings/public.server";
import { createMediaStorage } from "../app/features/media-uploads/create-media-storage.server";
import { createRateLimiter } from "../app/security/rate-limit.server";
import { createSearchIndex } from "../app/features/search/search-index.server";
import { setUpCatalogue } from "./catalogue-setup";
import { concertSearchSource, pageSearchSource } from "./search-sources";
import type { ServerConfig } from "./config";
import type { AppServices } from "./http-app";
import { createLiveFanout } from "./live-fanout";
import { createLiveHub } from "./live-socket";
import type { Logger } from "./logger";

type Window = { limit: number; windowMs: number };

/** What a test may tune; production takes every default. */
export type ServiceOverrides = {
  catalogue?: Parameters<typeof setUpCatalogue>[3];
  formRateLimit?: Window;
  loginLimit?: Window;
  liveRecheckMs?: number;
  mailSender?: Partial<MailSenderOptions>;
  searchRefreshMs?: number;
};

/**
 * The one composition of the services every request uses, on an open database: the concert
 * catalogue (the provider or the in-process sandbox), the live hub and its fan-out between
 * instances, the mail outbox's sender, forms, login and media storage. `server/main.ts` and the
 * tests' server (`tests/helpers/test-server.ts`) both build them here. `stop` ends what runs in
 * the background, after the HTTP server has stopped taking requests.
 */
export async function createServices(
  config: ServerConfig,
  database: Database,
  log: Logger,
  overrides: ServiceOverrides = {},
): Promise<{ services: AppServices; stop(): Promise<void> }> {
  const { db } = database;
  const { catalogue, sandbox, ticketingOrigin } = await setUpCatalogue(config, db, log, overrides.catalogue);
  const live = createLiveHub({ log, ...liveSocketAccess(db), recheckMs: overrides.liveRecheckMs });
  const fanout = await createLiveFanout({ database, hub: live, log });
  const transport = createMailTransport({ ...config.mail, dataDir: config.dataDir, log });
  if (transport.kind === "files") log.warn({ folder: path.join(config.dataDir, "mail") }, "SMTP_URL is not set: mail is written to .eml files");
  if (!config.mail.staff.length) log.info("STAFF_EMAIL is not set: staff are not mailed about inquiries");
  const mail = createMailSender({ db, transport, log, options: overrides.mailSender, housekeeping: [() => removeExpiredSubscriptions(db)] });
  mail.start();
  // The public forms share one rate limit per client and one answer when the database is out of reach.
  const guard = createFormGuard(createRateLimiter({ db, scope: "forms", ...(overrides.formRateLimit ?? config.formRateLimit) }));
  const publish = (message: { type: string; data: Record<string, string> }) => fanout.publish(message);
  const forms = {
    ...createInquiryService({ db, publish, guard, mail: { staff: config.mail.staff, wake: () => mail.wake() }, contacts: () => publicContacts(db) }),
    ...createSubscriptionService({ db, publish, guard, mail: { wake: () => mail.wake() } }),
  };
  const login = createLoginService(db, overrides.loginLimit);
  const storage = createMediaStorage(config);
  log.info({ storage: storage.kind }, "media storage ready");
  const search = createSearchIndex({ db, log, sources: [concertSearchSource(catalogue), pageSearchSource(db)], refreshMs: overrides.searchRefreshMs });
  search.start();
  return {
    services: { config, log, database, live, fanout, catalogue, ticketingOrigin, sandbox, forms, login, storage, mail, search },
    async stop() {
      live.close();
      await search.stop();
      await sandbox?.close();
      // After the last request: what was queued is sent by the next start or another instance.
      await mail.stop();
      await fanout.close();
    },
  };
}
