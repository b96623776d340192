import { BackLink } from "../../admin/page-header";
import { data } from "react-router";
import { z } from "zod";
import { useAdminTexts } from "../../admin/admin-language";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { readWriteRequest, refused, sendWrite, type WriteResult } from "../../admin/write";
import { PageEditor } from "../../features/pages/admin/page-editor";
import { PAGES_ADMIN_TEXTS } from "../../features/pages/admin/texts";
import { isPageKey } from "../../features/pages/public";
import { pageAdminSchema, pageVersionsSchema } from "../../features/pages/schema";
import { isLang, LANGS } from "../../i18n/languages";
import type { Route } from "./+types/page";

/** What every write of the editor names: the language, and the draft or the publishing time where the intent takes one. */
const pageWriteSchema = z.object({ lang: z.enum(LANGS), page: z.unknown().optional(), at: z.string().optional() });

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  if (!isPageKey(params.key)) throw data(null, { status: 404 });
  const asked = new URL(request.url).searchParams.get("lang");
  const lang = isLang(asked) ? asked : "en";
  const [page, versions] = await Promise.all([adminJson(`/api/admin/pages/${params.key}`, pageAdminSchema), adminJson(`/api/admin/pages/${params.key}/${lang}/versions`, pageVersionsSchema)]);
  return { page, lang, versions };
}

/** The editor's writes, each for one language of the page: save the draft, publish (now or at a time), unschedule, preview, restore a version. */
export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<WriteResult> {
  const { intent, id, body } = await readWriteRequest(request);
  const asked = pageWriteSchema.safeParse(body);
  if (!isPageKey(params.key) || !asked.success) return refused(intent, "invalid_request");
  const { lang, page, at } = asked.data;
  const base = `/api/admin/pages/${params.key}/${lang}`;
  if (intent === "save") return sendWrite(intent, `${base}/draft`, "PUT", page);
  if (intent === "publish") return sendWrite(intent, `${base}/publish`, "POST", at ? { at } : {});
  if (intent === "unschedule") return sendWrite(intent, `${base}/unschedule`, "POST", {});
  if (intent === "preview") return sendWrite(intent, `${base}/preview`, "POST", {});
  return sendWrite(intent, `${base}/versions/${id ?? 0}/restore`, "POST", {});
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminPage({ loaderData: { page, lang, versions } }: Route.ComponentProps) {
  const { lang: adminLang } = useAdminTexts();
  const texts = PAGES_ADMIN_TEXTS[adminLang];
  return (
    <div className="space-y-6">
      <BackLink to="/admin/pages">
        {texts.allPages}
      </BackLink>
      <h1 className="text-3xl font-semibold tracking-tight">{texts.pageNames[page.key as keyof typeof texts.pageNames] ?? page.key}</h1>
      <PageEditor key={lang} page={page} lang={lang} versions={versions} />
    </div>
  );
}
