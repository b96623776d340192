import { BackLink } from "../../admin/page-header";
import { useAdminTexts } from "../../admin/admin-language";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { readWriteRequest, sendWrite, type WriteResult } from "../../admin/write";
import { HallFactsForm } from "../../features/hall-facts/admin/facts-form";
import { HALL_FACTS_ADMIN_TEXTS } from "../../features/hall-facts/admin/texts";
import { factsStateSchema, factsVersionsSchema } from "../../features/hall-facts/schema";
import type { Route } from "./+types/facts";

export async function clientLoader() {
  const [state, versions] = await Promise.all([adminJson("/api/admin/facts", factsStateSchema), adminJson("/api/admin/facts/versions", factsVersionsSchema)]);
  return { state, versions };
}

/** The screen's writes: save the draft, publish (now or at a time), cancel the schedule, restore a version. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<WriteResult> {
  const { intent, id, body } = await readWriteRequest(request);
  if (intent === "save") return sendWrite(intent, "/api/admin/facts/draft", "PUT", body);
  if (intent === "publish") return sendWrite(intent, "/api/admin/facts/publish", "POST", body ?? {});
  if (intent === "unschedule") return sendWrite(intent, "/api/admin/facts/unschedule", "POST", {});
  return sendWrite(intent, `/api/admin/facts/versions/${id ?? 0}/restore`, "POST", {});
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminFacts({ loaderData: { state, versions } }: Route.ComponentProps) {
  const { lang, t } = useAdminTexts();
  const texts = HALL_FACTS_ADMIN_TEXTS[lang];
  return (
    <div className="space-y-6">
      <BackLink to="/admin">
        {t.backToDashboard}
      </BackLink>
      <h1 className="text-3xl font-semibold tracking-tight">{texts.title}</h1>
      <p className="max-w-2xl text-muted">{texts.intro}</p>
      <HallFactsForm state={state} versions={versions} />
    </div>
  );
}
