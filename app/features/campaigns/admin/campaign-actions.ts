import { type OwnWrite, sendRecordWrite, type WriteRequest, type WriteResult } from "../../../admin/write";
import { hallTimeToInstant } from "../../../i18n/hall-time";
import { campaignInputSchema, sendSchema, testSendSchema } from "../schema";

const CAMPAIGNS = "/api/admin/campaigns";

/** A `datetime-local` value read as Yerevan time, as the API's ISO date-time. */
export function hallDateTimeIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return hallTimeToInstant({ year: year!, month: month!, day: day! }, hour, minute).toISOString();
}

const action = (name: string, contract?: OwnWrite["contract"]): OwnWrite => ({ method: "POST", path: (id) => `${CAMPAIGNS}/${id}/${name}`, contract });

/** The newsletter screen's writes beyond a delete, each checked with the contract the server parses with before anything is sent. */
const CAMPAIGN_WRITES: Record<string, OwnWrite> = {
  create: { method: "POST", path: () => CAMPAIGNS, contract: campaignInputSchema },
  update: { method: "PUT", path: (id) => `${CAMPAIGNS}/${id}`, contract: campaignInputSchema },
  archive: action("archive"),
  test: action("test", testSendSchema),
  send: action("send", sendSchema),
  cancel: action("cancel"),
};

/** A campaign write (the route's clientAction), through the admin's one write path. */
export function writeCampaign(request: WriteRequest): Promise<WriteResult> {
  return sendRecordWrite(CAMPAIGNS, request, CAMPAIGN_WRITES);
}
