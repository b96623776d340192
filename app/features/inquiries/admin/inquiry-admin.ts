import { data } from "react-router";
import { adminFetch } from "../../../admin/session";
import { readWriteRequest, refused, sendWrite, type WriteResult } from "../../../admin/write";
import { z } from "zod";
import { LANGS } from "../../../i18n/languages";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS, type InquiryField, type InquiryKind } from "../inquiry-kinds";
import { inquiryStatusSchema, type InquiryThread, inquiryThreadSchema } from "../schema";

const optionalText = z.string().nullish().transform((value) => value ?? undefined);

/**
 * An inquiry as the admin API sends it (Drizzle field names); the kind decides which fields it has.
 * `language`: the page the visitor wrote from; null for inquiries sent before it was stored.
 */
export const inquiryRecordSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  language: z.enum(LANGS).nullish(),
  name: optionalText,
  surname: optionalText,
  email: optionalText,
  phone: optionalText,
  hall: optionalText,
  eventType: optionalText,
  visitDate: optionalText,
  groupSize: z
    .number()
    .int()
    .nullish()
    .transform((value) => (value == null ? undefined : String(value))),
  message: optionalText,
}) satisfies z.ZodType<{ id: number } & Partial<Record<InquiryField, string>>, unknown>;
export type InquiryRecord = z.infer<typeof inquiryRecordSchema>;

/** Where an inquiry list lives in the admin: /admin/rental-inquiries …; one inquiry is under it by id. */
export function inquiryListPath(kind: InquiryKind): string {
  return `/admin/${INQUIRY_ADMIN_PATH[kind]}`;
}

export function inquiryPath(kind: InquiryKind, id: number): string {
  return `${inquiryListPath(kind)}/${id}`;
}

const apiPath = (kind: InquiryKind, id?: number | string) => `/api/${INQUIRY_ADMIN_PATH[kind]}${id === undefined ? "" : `/${id}`}`;
export const inquiryListApiPath = (kind: InquiryKind) => apiPath(kind);

/** The kind a screen's path names: /admin/vip-balcony-inquiries and /admin/vip-balcony-inquiries/7 are both vipBalcony. */
export function inquiryKindOfPath(pathname: string): InquiryKind {
  const [, , segment] = pathname.split("/");
  return INQUIRY_KINDS.find((kind) => INQUIRY_ADMIN_PATH[kind] === segment) ?? "visit";
}

/** A stored value's label, or the value itself when the catalogue has none for it. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string | undefined): string | undefined {
  return value !== undefined && Object.hasOwn(labels, value) ? labels[value] : value;
}

/** One inquiry, or null when it no longer exists (deleted meanwhile); a refused role is thrown as a 403 route error. */
export async function readInquiry(kind: InquiryKind, id: string | undefined): Promise<InquiryRecord | null> {
  if (!id || !/^\d{1,10}$/.test(id)) return null;
  const response = await adminFetch(apiPath(kind, id));
  if (response.status === 404) return null;
  if (response.status === 403) throw data({ code: "forbidden" }, { status: 403 });
  if (!response.ok) throw new Error(String(response.status));
  const parsed = inquiryRecordSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error("an inquiry its contract refuses");
  return parsed.data;
}

/** An inquiry's replies and the reply box's starting text; a refused role is thrown as a 403 route error. */
export async function readThread(kind: InquiryKind, id: string | undefined): Promise<InquiryThread | null> {
  if (!id || !/^\d{1,10}$/.test(id)) return null;
  const response = await adminFetch(`${apiPath(kind, id)}/replies`, { cache: "no-store" });
  if (response.status === 404) return null;
  if (response.status === 403) throw data({ code: "forbidden" }, { status: 403 });
  if (!response.ok) throw new Error(String(response.status));
  const parsed = inquiryThreadSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error("a thread its contract refuses");
  return parsed.data;
}

/**
 * The inquiry page's writes (its route's clientAction, through the admin's one write path): `status`
 * with the new status, checked with the inquiry contract before it is sent; `reply`, checked by the
 * server (its refusal comes back as a code and the refused field); `delete`, done when already gone.
 */
export async function runInquiryAction(kind: InquiryKind, id: string | undefined, request: Request): Promise<WriteResult> {
  const { intent, body } = await readWriteRequest(request);
  const path = apiPath(kind, id);
  if (intent === "status") return sendWrite(intent, path, "PATCH", body, { contract: inquiryStatusSchema });
  if (intent === "reply") return sendWrite(intent, `${path}/replies`, "POST", body);
  if (intent === "delete") return sendWrite(intent, path, "DELETE", undefined, { goneIsDone: true });
  return refused(intent, "unknown_intent");
}
