import { type FormEvent, useState } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import type { OwnRefusalTexts } from "../../../admin/field-problems";
import { useProblems } from "../../../admin/form";
import { uploadMedia } from "../../../admin/media-upload";
import { ItemActions, RecordsScreen, useRecordsScreen } from "../../../admin/content-screen";
import { BANNER_WRITE_FAILED, BANNERS_RESOURCE, type BannerIntent } from "./resource";
import { type AdminBanner, BANNER_REFUSALS, bannerTitle } from "../schema";
import { bannerBody, BannerFields, type BannerDraft, bannerDraft, emptyDraft } from "./banner-fields";
import { bannerMediaKind, bannerStateKind, checkBannerFile } from "../banner-rules";
import { formatDayRange } from "../../../i18n/format";
import { parseDayKey } from "../../../i18n/hall-time";
import { fill } from "../../../i18n/plural";
import { buttonStyles, cardStyle, chipStyle } from "../../../ui/styles";
import { BANNER_ADMIN_TEXTS } from "./texts";

type Stage = "uploading" | "creating" | "updating" | "deleting";

function period(banner: AdminBanner, lang: "am" | "en" | "ru"): string {
  const from = parseDayKey(banner.startDate);
  const to = parseDayKey(banner.endDate);
  return from && to ? `${formatDayRange(from, to, lang)} ${to.year}` : `${banner.startDate} – ${banner.endDate}`;
}

/** docs/product.md §11: the banner screen (create, list with filter, bulk status, edit, delete). */
export function BannersScreen({ loaderData }: { loaderData: { banners: AdminBanner[] | null } }) {
  const { lang } = useAdminTexts();
  const texts = BANNER_ADMIN_TEXTS[lang].banners;
  const records = useRecordsScreen<AdminBanner, BannerDraft, Stage>({
    words: { ...texts, loadFailed: texts.errors.failed_fetch_banners },
    draftOf: (banner) => (banner ? bannerDraft(banner) : emptyDraft()),
  });
  const { form, editor, deleting, editing } = records;
  const { stage, shown } = form;
  const [activeOnly, setActiveOnly] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const banners = loaderData.banners ?? [];
  const listed = activeOnly ? banners.filter((banner) => banner.isCurrentlyActive) : banners;

  // The last outcome, worded now: a language switch rewords it.
  const problems = useProblems(form, texts.errors satisfies OwnRefusalTexts<typeof BANNER_REFUSALS>);
  const success = records.doneText({
    create: texts.created,
    delete: texts.deleted,
    bulk: (detail) => (detail === "on" ? texts.bulkPublished : texts.bulkUnpublished),
    update: texts.updated,
  });
  const error = problems.refusalText(texts.errors[BANNER_WRITE_FAILED[((shown?.kind === "refused" && shown.intent) || "update") as BannerIntent] ?? "failed_update_banner"]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { record: banner, draft, file } = editing;
    const intent = banner ? "update" : "create";
    // A chosen file stands for the media until it is uploaded, once the rest is accepted.
    const body = { ...bannerBody(draft), mediaUrl: file ? file.name : (banner?.mediaUrl ?? "") };
    if (!form.check(banner ? BANNERS_RESOURCE.updateInput : BANNERS_RESOURCE.input, body, intent, BANNER_REFUSALS)) return;
    if (file) {
      const problem = checkBannerFile(file);
      if (problem) return form.refuse(problem, intent);
      const mediaUrl = await form.prepare(() => uploadMedia(file, "banner"), "uploading", intent);
      if (!mediaUrl) return;
      body.mediaUrl = mediaUrl;
    }
    const media = file && !banner ? { mediaType: file.type.startsWith("video/") ? "video" : "image" } : {};
    form.submit({ intent, id: banner?.id ?? null, body: { ...body, ...media } }, { stage: banner ? "updating" : "creating", onDone: editor.close });
  }

  function setSelectedStatus(isActive: boolean) {
    if (selected.size === 0) return form.refuse("no_banners_selected", "bulk");
    form.submit({ intent: "bulk", body: { ids: [...selected], isActive } }, { detail: isActive ? "on" : "off", onDone: () => setSelected(new Set()) });
  }

  function confirmDelete({ id }: AdminBanner) {
    form.submit(
      { intent: "delete", id },
      {
        stage: "deleting",
        onDone: () => {
          deleting.close();
          setSelected((current) => new Set([...current].filter((other) => other !== id)));
        },
      },
    );
  }

  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const stageLabel = stage ? texts.stages[stage] : null;

  return (
    <RecordsScreen
      screen={records}
      outcome={{ success, error }}
      list={{
        id: "banner-list",
        actions: (
          <div role="group" aria-label={texts.filter} className="flex gap-2">
            <button type="button" aria-pressed={activeOnly} onClick={() => setActiveOnly(true)} className={chipStyle}>
              {texts.filterActive}
            </button>
            <button type="button" aria-pressed={!activeOnly} onClick={() => setActiveOnly(false)} className={chipStyle}>
              {texts.filterAll}
            </button>
          </div>
        ),
        items: loaderData.banners === null ? null : listed,
        children: (shown) => (
          <>
            <div role="group" aria-label={texts.bulkLabel} className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface p-3">
              <span className="text-sm text-muted" aria-live="polite">
                {fill(texts.selectedCount, { n: selected.size })}
              </span>
              <button type="button" onClick={() => setSelectedStatus(true)} disabled={form.busy} className={buttonStyles.secondary}>
                {texts.bulkPublish}
              </button>
              <button type="button" onClick={() => setSelectedStatus(false)} disabled={form.busy} className={buttonStyles.secondary}>
                {texts.bulkUnpublish}
              </button>
              <button type="button" onClick={() => setSelected(new Set())} className={buttonStyles.quiet}>
                {texts.clearSelection}
              </button>
            </div>

            <ul className="grid gap-4 md:grid-cols-2">
              {shown.map((banner) => (
                <li key={banner.id} className={`${cardStyle} flex gap-4 p-4`} data-testid="banner-item">
                  <div className="aspect-[2/1] w-32 shrink-0 overflow-hidden rounded-md bg-paper">
                    {bannerMediaKind(banner.mediaType) === "video" ? (
                      <video src={banner.mediaUrl} muted playsInline preload="metadata" className="size-full object-cover" aria-label={bannerTitle(banner, lang)} />
                    ) : bannerMediaKind(banner.mediaType) === "image" ? (
                      <img src={banner.mediaUrl} alt="" loading="lazy" className="size-full object-cover" />
                    ) : (
                      <span className="flex size-full items-center justify-center p-1 text-center text-xs text-muted">{texts.unknown}</span>
                    )}
                  </div>
                  <div className="min-w-0 flex-1 space-y-2">
                    <label className="flex items-start gap-3">
                      <input
                        type="checkbox"
                        checked={selected.has(banner.id)}
                        onChange={(event) => select(banner.id, event.target.checked)}
                        className="mt-1 size-5 shrink-0 accent-accent"
                      />
                      <span className="font-semibold break-words">{bannerTitle(banner, lang)}</span>
                    </label>
                    <p className="text-sm break-all text-muted">{banner.targetUrl}</p>
                    <p className="text-sm">{period(banner, lang)}</p>
                    <p className="flex flex-wrap gap-2 text-xs font-semibold">
                      <span className={`rounded-full px-2.5 py-0.5 ${bannerStateKind(banner.isCurrentlyActive) === "active" ? "bg-success-soft text-success" : "bg-line text-ink"}`}>
                        {{ active: texts.currentlyActive, inactive: texts.inactive, unknown: texts.unknown }[bannerStateKind(banner.isCurrentlyActive)]}
                      </span>
                      {banner.isDevelopmentOnly ? <span className="rounded-full bg-line px-2.5 py-0.5">{texts.developmentOnly}</span> : null}
                    </p>
                    <ItemActions
                      actions={[
                        {
                          label: banner.isActive ? texts.unpublish : texts.publish,
                          onClick: () => form.submit({ intent: "toggle", id: banner.id, body: { isActive: !banner.isActive } }),
                          disabled: form.busy,
                        },
                        ...records.rowActions(banner),
                      ]}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </>
        ),
      }}
      dialog={{
        submit: stage && stage !== "deleting" ? stageLabel! : editing?.record ? texts.save : texts.create,
        onSubmit: submit,
        children: editing ? (
          <BannerFields
            draft={editing.draft}
            onChange={editor.change}
            file={editing.file}
            onFile={editor.choose}
            current={editing.record ? { url: editing.record.mediaUrl, type: editing.record.mediaType } : undefined}
            problems={problems}
          />
        ) : null,
      }}
      remove={{ detail: (banner) => bannerTitle(banner, lang), onConfirm: confirmDelete }}
    />
  );
}
