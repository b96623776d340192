import { z } from "zod";
import { type OwnWrite, readWriteRequest, refused, sendOwnWrite, type WriteResult } from "../../../admin/write";
import { eraseSchema, LEGAL_PAGES, legalTextsSchema, retentionSettingsSchema } from "../schema";

const PRIVACY = "/api/admin/privacy";

/** The privacy screen's writes (its route's clientAction): erase a person's data, set the retention period. */
export const PRIVACY_WRITES: Record<string, OwnWrite> = {
  erase: { method: "POST", path: () => `${PRIVACY}/erase`, contract: eraseSchema },
  retention: { method: "PUT", path: () => `${PRIVACY}/retention`, contract: retentionSettingsSchema },
};

const legalPageWriteSchema = z.object({ page: z.enum(LEGAL_PAGES), texts: z.unknown().optional() });

/** The legal pages screen's writes on the page the body names: save its three texts, or go back to the defaults. */
export async function writeLegalPage(request: Request): Promise<WriteResult> {
  const { intent, body } = await readWriteRequest(request);
  const asked = legalPageWriteSchema.safeParse(body);
  if (!asked.success) return refused(intent, "not_found");
  const path = `${PRIVACY}/pages/${asked.data.page}`;
  return sendOwnWrite(
    { intent, body: asked.data.texts },
    {
      save: { method: "PUT", path: () => path, contract: legalTextsSchema },
      reset: { method: "DELETE", path: () => path },
    },
  );
}
