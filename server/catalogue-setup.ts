import type { Db } from "../app/db/client.server";
import { createEventHubClient } from "../app/eventhub/client.server";
import { type EventHubSandbox, startEventHubSandbox } from "../app/eventhub/sandbox/sandbox-server";
import { type CatalogueOptions, createConcertCatalogue } from "../app/features/concerts/catalogue.server";
import type { ServerConfig } from "./config";
import type { Logger } from "./logger";

/**
 * The concert catalogue on the configured provider, or on the in-process EventHub sandbox
 * when EVENTHUB_URL is unset (a real HTTP server on loopback, so the code path is the same;
 * its seat chart is served on the site's own origin).
 */
export async function setUpCatalogue(
  config: Pick<ServerConfig, "eventHub">,
  db: Db,
  log: Logger,
  tuning: Partial<Omit<CatalogueOptions, "client" | "db" | "log">> = {},
): Promise<{ catalogue: ReturnType<typeof createConcertCatalogue>; sandbox: EventHubSandbox | null; ticketingOrigin: string | null }> {
  const sandbox = config.eventHub.url ? null : await startEventHubSandbox({ port: config.eventHub.sandboxPort, events: config.eventHub.sandboxEvents, chartOnSite: true });
  const baseUrl = config.eventHub.url ?? sandbox!.url;
  if (sandbox) log.info({ url: sandbox.url }, "EventHub sandbox started (EVENTHUB_URL is unset)");
  const client = createEventHubClient({ baseUrl, apiKey: config.eventHub.apiKey, log });
  // The sandbox's seat chart is served by the site itself (server/http-app.ts), so only a real provider is another origin.
  const ticketingOrigin = config.eventHub.url ? new URL(config.eventHub.url).origin : null;
  return { catalogue: createConcertCatalogue({ client, db, log, ...tuning }), sandbox, ticketingOrigin };
}
