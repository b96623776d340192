import { z } from "zod";
import { INQUIRY_STATUSES } from "./inquiry-kinds";

/**
 * The admin's contract for one inquiry (browser-safe): what PATCH /api/<kind list>/:id takes.
 * The inquiry screen checks it before sending; the server parses with it (400 {code, fields}).
 */
export const inquiryStatusUpdate = z.object({ status: z.enum(INQUIRY_STATUSES, { error: "invalid_status" }) });
export type InquiryStatusUpdate = z.infer<typeof inquiryStatusUpdate>;
