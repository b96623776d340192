import { AdminApiError } from "../../../admin/api-failure";
import { adminFetch, adminSendJson } from "../../../admin/session";
import { fieldProblems as fieldProblemsOf } from "../../../http/parse-body";
import { type ErasedCounts, eraseSchema, LEGAL_PAGES, type LegalPageName, legalTextsSchema, retentionSettingsSchema } from "../schema";

/** What a write on the privacy screens answers the screen: done, or a failure's code and the fields it names. */
export type ActionResult =
  | { intent: "erase"; ok: true; erased: ErasedCounts["erased"] }
  | { intent: "retention" | "save" | "reset"; ok: true }
  | { intent: string; ok: false; code: string; fields: Record<string, string> };

async function attempt(intent: string, work: () => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await work();
  } catch (failure) {
    // A redirect to the login page (the session ended) goes through.
    if (failure instanceof Response) throw failure;
    return {
      intent,
      ok: false,
      code: failure instanceof AdminApiError ? (failure.code ?? "failed") : "failed",
      fields: {},
    };
  }
}

/** The privacy screen's writes: erase a person's data, set the retention period. */
export function privacyAction(form: FormData): Promise<ActionResult> {
  const intent = String(form.get("intent") ?? "");
  if (intent === "erase") {
    return attempt(intent, async () => {
      const checked = eraseSchema.safeParse({ email: form.get("email") });
      if (!checked.success)
        return {
          intent,
          ok: false,
          code: "invalid_request",
          fields: fieldProblemsOf(checked.error.issues),
        };
      const response = await adminSendJson("/api/admin/privacy/erase", "POST", checked.data);
      return { intent, ok: true, ...((await response.json()) as ErasedCounts) };
    });
  }
  return attempt("retention", async () => {
    const raw = String(form.get("inquiryDays") ?? "").trim();
    const checked = retentionSettingsSchema.safeParse({
      inquiryDays: raw === "" ? undefined : Number(raw),
    });
    if (!checked.success)
      return {
        intent: "retention",
        ok: false,
        code: "invalid_request",
        fields: fieldProblemsOf(checked.error.issues),
      };
    await adminSendJson("/api/admin/privacy/retention", "PUT", checked.data);
    return { intent: "retention", ok: true };
  });
}

/** The legal pages screen's writes: save a page's three texts, or go back to the defaults. */
export function legalPagesAction(form: FormData): Promise<ActionResult> {
  const intent = String(form.get("intent") ?? "");
  const page = String(form.get("page") ?? "") as LegalPageName;
  return attempt(intent, async () => {
    if (!LEGAL_PAGES.includes(page)) return { intent, ok: false, code: "not_found", fields: {} };
    if (intent === "reset") {
      const response = await adminFetch(`/api/admin/privacy/pages/${page}`, {
        method: "DELETE",
      });
      if (!response.ok) return { intent, ok: false, code: "failed", fields: {} };
      return { intent: "reset", ok: true };
    }
    const checked = legalTextsSchema.safeParse({
      am: form.get("am"),
      en: form.get("en"),
      ru: form.get("ru"),
    });
    if (!checked.success)
      return {
        intent: "save",
        ok: false,
        code: "invalid_request",
        fields: fieldProblemsOf(checked.error.issues),
      };
    await adminSendJson(`/api/admin/privacy/pages/${page}`, "PUT", checked.data);
    return { intent: "save", ok: true };
  });
}
