import { redirect } from "react-router";
import { currentAdminLang } from "../../admin/admin-language";
import { AdminLoadError } from "../../admin/load-error";
import { adminJson } from "../../admin/session";
import { readWriteRequest } from "../../admin/write";
import { writeCampaign } from "../../features/campaigns/admin/campaign-actions";
import { CampaignsScreen } from "../../features/campaigns/admin/campaigns-screen";
import { z } from "zod";
import { type Campaign, CAMPAIGN_LANGS, campaignPreviewSchema, campaignSchema, pickableConcertsSchema, testRecipientsSchema } from "../../features/campaigns/schema";
import type { Route } from "./+types/newsletter";

/**
 * The letter of the open campaign (`?campaign=`) as it is sent, in the language asked (`?preview=`, else its first
 * version); `letter` is null when it could not be made. A session that ended goes to the sign-in page.
 */
async function previewOf(campaign: Campaign | undefined, asked: string | null) {
  if (!campaign) return null;
  const versions = CAMPAIGN_LANGS.filter((language) => campaign.translations[language]);
  const language = versions.find((version) => version === asked) ?? versions[0] ?? "en";
  const letter = await adminJson(`/api/admin/campaigns/${campaign.id}/preview?language=${language}`, campaignPreviewSchema).catch((failure: unknown) => {
    if (failure instanceof Response && failure.headers.get("Location")) throw failure;
    return null;
  });
  return { language, letter };
}

/** The campaigns, where this account may send a test, and, for the concerts picker, the upcoming concerts in the admin's language. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const language = currentAdminLang();
  const [campaigns, testRecipients, concerts] = await Promise.all([
    adminJson("/api/admin/campaigns", z.array(campaignSchema)),
    adminJson("/api/admin/campaigns/test-recipients", testRecipientsSchema),
    // The picker is a help, not the screen: without the concerts the campaign is still written.
    fetch(`/api/eventhub-proxy/Event/GetEvents?language=${language}`)
      .then(async (response) => pickableConcertsSchema.parse(response.ok ? await response.json() : []))
      .catch(() => []),
  ]);
  const preview = await previewOf(
    campaigns.find((campaign) => String(campaign.id) === params.get("campaign")),
    params.get("preview"),
  );
  return { campaigns, testRecipients, concerts, preview };
}

/** The screen's writes; a new campaign opens in the editor, a deleted or archived one leaves it for the list. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const asked = await readWriteRequest(request);
  const result = await writeCampaign(asked);
  const created = result.ok && asked.intent === "create" ? campaignSchema.safeParse(result.data) : null;
  if (created?.success) return redirect(`/admin/newsletter?campaign=${created.data.id}`);
  if (result.ok && (asked.intent === "delete" || asked.intent === "archive")) return redirect("/admin/newsletter");
  return result;
}

export function ErrorBoundary() {
  return <AdminLoadError />;
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  return <CampaignsScreen campaigns={loaderData.campaigns} concerts={loaderData.concerts} testRecipients={loaderData.testRecipients} preview={loaderData.preview} />;
}
