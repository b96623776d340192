import { type FormEvent, useState } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { FormNotice } from "../../../admin/form";
import { uploadMedia } from "../../../admin/media-upload";
import { editingFields, FormDialog, ItemActions, ListSection, ContentScreenHeader } from "../../../admin/content-screen";
import { useAdminForm } from "../../../admin/form";
import { BANNER_WRITE_FAILED, type BannerIntent } from "./resource";
import { type AdminBanner, bannerTitle } from "../schema";
import { bannerBody, BannerFields, type BannerDraft, bannerDraft, emptyDraft } from "./banner-fields";
import { bannerMediaKind, bannerStateKind, checkBannerFile } from "../banner-rules";
import { formatDayRange } from "../../../i18n/format";
import { parseDayKey } from "../../../i18n/hall-time";
import { fill } from "../../../i18n/plural";
import { ModalDialog } from "../../../ui/modal-dialog";
import { buttonStyles, cardStyle, chipStyle } from "../../../ui/styles";
import { BANNER_ADMIN_TEXTS } from "./texts";

type Stage = "uploading" | "creating" | "updating" | "deleting" | null;

function period(banner: AdminBanner, lang: "am" | "en" | "ru"): string {
  const from = parseDayKey(banner.startDate);
  const to = parseDayKey(banner.endDate);
  return from && to ? `${formatDayRange(from, to, lang)} ${to.year}` : `${banner.startDate} – ${banner.endDate}`;
}

/** docs/product.md §11: the banner screen (create, list with filter, bulk status, edit, delete). */
export function BannersScreen({ loaderData }: { loaderData: { banners: AdminBanner[] | null } }) {
  const { lang, t } = useAdminTexts();
  const texts = BANNER_ADMIN_TEXTS[lang].banners;
  const writes = useAdminForm<NonNullable<Stage>>();
  const { stage, shown } = writes;
  const [draft, setDraft] = useState<BannerDraft>(emptyDraft);
  const [file, setFile] = useState<File | null>(null);
  const [creating, setCreating] = useState(false);
  const [activeOnly, setActiveOnly] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<{
    banner: AdminBanner;
    draft: BannerDraft;
    file: File | null;
  } | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);

  const banners = loaderData.banners ?? [];
  const listed = activeOnly ? banners.filter((banner) => banner.isCurrentlyActive) : banners;

  // The last outcome, worded now: a language switch rewords it.
  const failures: Record<string, string> = { ...t.failures, ...texts.errors };
  const success =
    shown?.kind !== "done" ? null
    : shown.intent === "create" ? texts.created
    : shown.intent === "delete" ? texts.deleted
    : shown.intent === "bulk" ? (shown.detail === "on" ? texts.bulkPublished : texts.bulkUnpublished)
    : texts.updated;
  const error = shown?.kind === "refused" ? (failures[shown.code] ?? texts.errors[BANNER_WRITE_FAILED[(shown.intent ?? "update") as BannerIntent] ?? "failed_update_banner"]) : null;

  const upload = (media: File) => writes.prepare(() => uploadMedia(media, "banner"), "uploading", creating ? "create" : "update");

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!draft.titles.en.title.trim() || !draft.targetUrl.trim() || !draft.startDate || !draft.endDate || !file) return writes.refuse("fill_required_fields_media", "create");
    const problem = checkBannerFile(file);
    if (problem) return writes.refuse(problem, "create");
    const mediaUrl = await upload(file);
    if (!mediaUrl) return;
    writes.submit(
      { intent: "create", body: { ...bannerBody(draft), mediaUrl, mediaType: file.type.startsWith("video/") ? "video" : "image" } },
      {
        stage: "creating",
        onDone: () => {
          setDraft(emptyDraft());
          setFile(null);
          setCreating(false);
        },
      },
    );
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { banner, draft: edited, file: newFile } = editing;
    if (!edited.titles.en.title.trim() || !edited.targetUrl.trim() || !edited.startDate || !edited.endDate) return writes.refuse("fill_required_fields", "update");
    const problem = newFile ? checkBannerFile(newFile) : null;
    if (problem) return writes.refuse(problem, "update");
    const mediaUrl = newFile ? await upload(newFile) : banner.mediaUrl;
    if (!mediaUrl) return;
    writes.submit({ intent: "update", id: banner.id, body: { ...bannerBody(edited), mediaUrl } }, { stage: "updating", onDone: () => setEditing(null) });
  }

  function toggle(banner: AdminBanner) {
    writes.submit({ intent: "toggle", id: banner.id, body: { isActive: !banner.isActive } });
  }

  function setSelectedStatus(isActive: boolean) {
    if (selected.size === 0) return writes.refuse("no_banners_selected", "bulk");
    writes.submit({ intent: "bulk", body: { ids: [...selected], isActive } }, { detail: isActive ? "on" : "off", onDone: () => setSelected(new Set()) });
  }

  function confirmDelete() {
    if (!deleting) return;
    const { id } = deleting;
    writes.submit(
      { intent: "delete", id },
      {
        stage: "deleting",
        onDone: () => {
          setDeleting(null);
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
    <div className="space-y-8">
      <ContentScreenHeader
        title={texts.title}
        newLabel={texts.createTitle}
        onNew={() => {
          writes.clear();
          setCreating(true);
        }}
      />
      <FormNotice success={success} error={editing || creating || deleting ? null : error} />

      <ListSection
        id="banner-list"
        title={texts.listTitle}
        actions={
          <div role="group" aria-label={texts.filter} className="flex gap-2">
            <button type="button" aria-pressed={activeOnly} onClick={() => setActiveOnly(true)} className={chipStyle}>
              {texts.filterActive}
            </button>
            <button type="button" aria-pressed={!activeOnly} onClick={() => setActiveOnly(false)} className={chipStyle}>
              {texts.filterAll}
            </button>
          </div>
        }
        state={loaderData.banners === null ? { failed: texts.errors.failed_fetch_banners } : listed.length === 0 ? { empty: texts.empty } : null}
      >
        <div role="group" aria-label={texts.bulkLabel} className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface p-3">
          <span className="text-sm text-muted" aria-live="polite">
            {fill(texts.selectedCount, { n: selected.size })}
          </span>
          <button type="button" onClick={() => setSelectedStatus(true)} disabled={writes.busy} className={buttonStyles.secondary}>
            {texts.bulkPublish}
          </button>
          <button type="button" onClick={() => setSelectedStatus(false)} disabled={writes.busy} className={buttonStyles.secondary}>
            {texts.bulkUnpublish}
          </button>
          <button type="button" onClick={() => setSelected(new Set())} className={buttonStyles.quiet}>
            {texts.clearSelection}
          </button>
        </div>

        <ul className="grid gap-4 md:grid-cols-2">
          {listed.map((banner) => (
            <li key={banner.id} className={`${cardStyle} flex gap-4 p-4`} data-testid="banner-item">
              <div className="aspect-[9/16] w-20 shrink-0 overflow-hidden rounded-md bg-paper">
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
                      onClick: () => toggle(banner),
                      disabled: writes.busy,
                    },
                    {
                      label: texts.edit,
                      onClick: () => {
                        writes.clear();
                        setEditing({
                          banner,
                          draft: bannerDraft(banner),
                          file: null,
                        });
                      },
                    },
                    {
                      label: t.delete,
                      onClick: () => setDeleting(banner),
                      danger: true,
                    },
                  ]}
                />
              </div>
            </li>
          ))}
        </ul>
      </ListSection>

      <FormDialog
        open={creating}
        labels={{ title: texts.createTitle, cancel: texts.cancel, submit: stage === "uploading" || stage === "creating" ? stageLabel! : texts.create }}
        onClose={() => {
          setCreating(false);
          setFile(null);
        }}
        onSubmit={create}
        form={writes}
        error={error}
        busy={writes.busy}
      >
        <BannerFields draft={draft} onChange={setDraft} file={file} onFile={setFile} />
      </FormDialog>

      <FormDialog open={editing !== null} labels={{ title: texts.editTitle, cancel: texts.cancel, submit: stage === "uploading" || stage === "updating" ? stageLabel! : texts.save }} onClose={() => setEditing(null)} onSubmit={saveEdit} form={writes} error={error} busy={writes.busy}>
        {editing ? (
          <BannerFields {...editingFields(editing, setEditing)} current={{ url: editing.banner.mediaUrl, type: editing.banner.mediaType }} />
        ) : null}
      </FormDialog>

      <ModalDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={texts.deleteTitle}
        closeLabel={t.dismiss}
        footer={
          <>
            <button type="button" onClick={() => setDeleting(null)} className={buttonStyles.quiet}>
              {texts.cancel}
            </button>
            <button type="button" onClick={confirmDelete} disabled={writes.busy} className={`${buttonStyles.primary} bg-danger hover:bg-danger`}>
              {stage === "deleting" ? stageLabel : t.delete}
            </button>
          </>
        }
      >
        <p>{texts.confirmDelete}</p>
        {deleting ? <p className="mt-2 font-semibold">{bannerTitle(deleting, lang)}</p> : null}
        {deleting ? <FormNotice success={null} error={error} /> : null}
      </ModalDialog>
    </div>
  );
}
