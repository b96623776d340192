import { adminFetch } from "../../../admin/session";
import { hallTimeToInstant } from "../../../i18n/hall-time";
import { fieldProblems } from "../../../http/parse-body";
import { type Campaign, campaignInputSchema, sendSchema, testSendSchema } from "../schema";

/** What the newsletter screen asks its route's clientAction to do. */
export type CampaignIntent =
  | { intent: "save"; id?: number; input: unknown }
  | { intent: "delete"; id: number }
  | { intent: "archive"; id: number }
  | { intent: "test"; id: number; emails: string[] }
  | { intent: "send"; id: number; at?: string }
  | { intent: "cancel"; id: number };

export type CampaignActionResult =
  | { ok: true; intent: CampaignIntent["intent"]; campaign?: Campaign }
  | { ok: false; intent: CampaignIntent["intent"]; code: string; fields?: Record<string, string> };

/** A `datetime-local` value read as Yerevan time, as the API's ISO date-time. */
export function hallDateTimeIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return hallTimeToInstant({ year: year!, month: month!, day: day! }, hour, minute).toISOString();
}

async function call(path: string, method: string, body?: unknown): Promise<{ ok: boolean; status: number; json: Record<string, unknown> | null }> {
  const response = await adminFetch(path, {
    method,
    ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { ok: response.ok, status: response.status, json };
}

/**
 * The screen's writes, checked with the same contract the server parses with before anything is
 * sent; failures come back as codes for the screen to word in the admin's language.
 */
export async function runCampaignAction(request: CampaignIntent): Promise<CampaignActionResult> {
  const { intent } = request;
  const refused = (code: string, fields?: Record<string, string>): CampaignActionResult => ({ ok: false, intent, code, fields });
  let answer;
  switch (request.intent) {
    case "save": {
      const checked = campaignInputSchema.safeParse(request.input);
      if (!checked.success) {
        const fields = fieldProblems(checked.error.issues);
        return refused(Object.values(fields)[0] ?? "invalid_request", fields);
      }
      answer = await call(request.id ? `/api/admin/campaigns/${request.id}` : "/api/admin/campaigns", request.id ? "PUT" : "POST", checked.data);
      break;
    }
    case "delete":
      answer = await call(`/api/admin/campaigns/${request.id}`, "DELETE");
      break;
    case "archive":
      answer = await call(`/api/admin/campaigns/${request.id}/archive`, "POST");
      break;
    case "test": {
      const checked = testSendSchema.safeParse({ emails: request.emails });
      if (!checked.success) return refused(Object.values(fieldProblems(checked.error.issues))[0] ?? "invalid_email");
      answer = await call(`/api/admin/campaigns/${request.id}/test`, "POST", checked.data);
      break;
    }
    case "send": {
      const checked = sendSchema.safeParse(request.at ? { at: request.at } : {});
      if (!checked.success) return refused("invalid_date");
      answer = await call(`/api/admin/campaigns/${request.id}/send`, "POST", checked.data);
      break;
    }
    case "cancel":
      answer = await call(`/api/admin/campaigns/${request.id}/cancel`, "POST");
      break;
  }
  if (!answer.ok) {
    const fields = answer.json?.fields as Record<string, string> | undefined;
    const code = (fields && Object.values(fields)[0]) || (typeof answer.json?.code === "string" ? answer.json.code : `http_${answer.status}`);
    return refused(code, fields);
  }
  return { ok: true, intent, campaign: answer.json && "id" in answer.json ? (answer.json as unknown as Campaign) : undefined };
}
