import { data } from "react-router";
import { adminFetch, adminSendJson } from "../../../admin/session";
import { z } from "zod";
import { LANGS } from "../../../i18n/languages";
import { INQUIRY_ADMIN_PATH, INQUIRY_KINDS, type InquiryField, type InquiryKind, type InquiryStatus } from "../inquiry-kinds";
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

/** What the inquiry page's action came to: its intent, and a failure's code (and refused fields) for the screen to word. */
export type InquiryActionResult =
  | { intent: "status"; ok: true; status: InquiryStatus }
  | { intent: "delete"; ok: true }
  | { intent: "reply"; ok: true }
  | { intent: string; ok: false; code: string; fields?: Record<string, string> };

/**
 * The inquiry page's writes (its route's clientAction): `intent=status` with the new status, checked
 * with the inquiry contract before it is sent; `intent=delete`.
 */
export async function runInquiryAction(kind: InquiryKind, id: string | undefined, form: FormData): Promise<InquiryActionResult> {
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "status") {
      const checked = inquiryStatusSchema.safeParse({ status: form.get("status") });
      if (!checked.success) return { intent, ok: false, code: "invalid_status" };
      await adminSendJson(apiPath(kind, id), "PATCH", checked.data);
      return { intent, ok: true, status: checked.data.status };
    }
    if (intent === "reply") {
      // Checked by the server (its refusal comes back as a code and the refused field, worded by the screen).
      const response = await adminFetch(`${apiPath(kind, id)}/replies`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ text: String(form.get("text") ?? "") }) });
      if (!response.ok) {
        const answer = (await response.json().catch(() => ({}))) as { code?: unknown; fields?: unknown };
        const code = typeof answer.code === "string" ? answer.code : String(response.status);
        return { intent, ok: false, code, fields: answer.fields && typeof answer.fields === "object" ? (answer.fields as Record<string, string>) : {} };
      }
      return { intent, ok: true };
    }
    if (intent === "delete") {
      const response = await adminFetch(apiPath(kind, id), { method: "DELETE" });
      // Already gone is what was asked for.
      if (!response.ok && response.status !== 404) return { intent, ok: false, code: String(response.status) };
      return { intent, ok: true };
    }
    return { intent, ok: false, code: "unknown_intent" };
  } catch (failure) {
    // A redirect thrown by adminFetch: the session is over.
    if (failure instanceof Response) throw failure;
    const code = (failure as { code?: unknown }).code;
    return { intent, ok: false, code: typeof code === "string" ? code : "failed" };
  }
}
