import type { APIRequestContext } from "@playwright/test";
import type { ConcertEvent } from "../../app/features/concerts/concert";

/** The concerts the site itself serves (through its own API), so expectations follow today's demo dates. */
export async function siteConcerts(request: APIRequestContext, lang: "arm" | "en" | "ru" = "en"): Promise<ConcertEvent[]> {
  const response = await request.get("/api/eventhub-proxy/Event/GetEvents", { headers: { "Content-Language": lang } });
  return (await response.json()) as ConcertEvent[];
}

export async function sandboxTokens(): Promise<string[]> {
  const response = await fetch(`${process.env.E2E_SANDBOX_URL}/__sandbox/tokens`);
  return (await response.json()) as string[];
}
