import { useEffect, useId, useMemo } from "react";
import { useAdminTexts } from "../../../admin/admin-language";
import { FieldProblem, type useProblems } from "../../../admin/form";
import { emptyTranslations, type TranslationDraft, TranslationFields } from "../../../admin/translation-fields";
import { inputStyle } from "../../../ui/styles";
import { type PickedPicture, PickFromLibrary } from "../../media-library/public";
import type { AdminBanner } from "../schema";
import { BANNER_ACCEPT, BANNER_TITLE_MAX } from "../banner-rules";
import { BANNER_ADMIN_TEXTS } from "./texts";

const TITLE_FIELDS = ["title"] as const;

/**
 * The form's state: the title per language (the English one required), the link, the dates, the switches and
 * `picked`, a library picture chosen for the banner (an uploaded file, when chosen, wins).
 */
export type BannerDraft = { titles: TranslationDraft<"title">; targetUrl: string; startDate: string; endDate: string; isActive: boolean; isDevelopmentOnly: boolean; picked: PickedPicture | null };

export const emptyDraft = (): BannerDraft => ({ titles: emptyTranslations(TITLE_FIELDS), targetUrl: "", startDate: "", endDate: "", isActive: true, isDevelopmentOnly: false, picked: null });

/** A stored banner as the edit form's draft. */
export const bannerDraft = (banner: AdminBanner): BannerDraft => ({
  titles: { am: { title: banner.titleAm }, en: { title: banner.title }, ru: { title: banner.titleRu } },
  targetUrl: banner.targetUrl,
  startDate: banner.startDate,
  endDate: banner.endDate,
  isActive: banner.isActive,
  isDevelopmentOnly: banner.isDevelopmentOnly,
  picked: null,
});

/** The fields the API takes from a draft (an uploaded file is added by the screen). */
export const bannerBody = ({ titles, picked, ...rest }: BannerDraft) => ({ ...rest, ...(picked ? { mediaId: picked.id } : {}), title: titles.en.title, titleAm: titles.am.title, titleRu: titles.ru.title });

const labelStyle = "mb-1.5 block text-sm font-medium";

/** A 2:1 preview (the strip's cut) of the chosen file, or of the picked or stored media. */
function MediaPreview({ file, fallback }: { file: File | null; fallback?: { url: string; type: "image" | "video" } }) {
  const { lang } = useAdminTexts();
  // The chosen file's address lives as long as the file is the one shown.
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const shown = url ? { url, type: file!.type.startsWith("video/") ? "video" : "image" } : fallback;
  return (
    <figure className="w-48 sm:w-full">
      <div className="aspect-[2/1] overflow-hidden rounded-md border border-line bg-paper">
        {shown?.type === "video" ? (
          <video src={shown.url} muted playsInline loop autoPlay className="size-full object-cover" aria-label={BANNER_ADMIN_TEXTS[lang].banners.preview} />
        ) : shown ? (
          <img src={shown.url} alt={BANNER_ADMIN_TEXTS[lang].banners.preview} className="size-full object-cover" />
        ) : null}
      </div>
      <figcaption className="mt-1 text-xs text-muted">{BANNER_ADMIN_TEXTS[lang].banners.preview} 2:1</figcaption>
    </figure>
  );
}

/** The banner's fields, shared by the create form and the edit dialog. */
export function BannerFields({
  draft,
  onChange,
  file,
  onFile,
  current,
  problems,
}: {
  draft: BannerDraft;
  onChange(draft: BannerDraft): void;
  file: File | null;
  onFile(file: File | null): void;
  /** The stored media, when editing: choosing a file is then optional. */
  current?: { url: string; type: "image" | "video" };
  /** The form's refusals, shown by their fields. */
  problems: ReturnType<typeof useProblems>;
}) {
  const { lang } = useAdminTexts();
  const id = useId();
  const set = <K extends keyof BannerDraft>(key: K, value: BannerDraft[K]) => onChange({ ...draft, [key]: value });
  const text = (key: "targetUrl" | "startDate" | "endDate", label: string, type = "text", hint?: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelStyle}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={type}
        required
        value={draft[key]}
        {...problems.input(key, `${id}-${key}`, hint ? `${id}-${key}-hint` : undefined)}
        onChange={(event) => set(key, event.target.value)}
        className={inputStyle}
      />
      <FieldProblem id={`${id}-${key}`} message={problems.at(key)} />
      {hint ? (
        <p id={`${id}-${key}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="grid gap-6 sm:grid-cols-[1fr_12rem] lg:grid-cols-[1fr_16rem]">
      <div className="space-y-4">
        <div>
          <TranslationFields fields={TITLE_FIELDS} labels={BANNER_ADMIN_TEXTS[lang].banners.fields} required={{ en: ["title"] }} value={draft.titles} onChange={(titles) => onChange({ ...draft, titles })} maxLength={BANNER_TITLE_MAX} />
          <p className="mt-1 text-xs text-muted">{BANNER_ADMIN_TEXTS[lang].banners.fields.titleHint}</p>
        </div>
        <div>
          <label htmlFor={`${id}-media`} className={labelStyle}>
            {current ? BANNER_ADMIN_TEXTS[lang].banners.fields.replaceMedia : BANNER_ADMIN_TEXTS[lang].banners.fields.media}
          </label>
          <input
            id={`${id}-media`}
            type="file"
            accept={BANNER_ACCEPT}
            required={!current && !draft.picked}
            aria-describedby={`${id}-media-hint`}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              onFile(chosen);
              if (chosen) set("picked", null);
            }}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-accent-soft file:px-4 file:font-semibold file:text-accent-strong"
          />
          <p id={`${id}-media-hint`} className="mt-1 text-xs text-muted">
            {BANNER_ADMIN_TEXTS[lang].banners.fields.mediaHint}
          </p>
        </div>
        <PickFromLibrary
          label={BANNER_ADMIN_TEXTS[lang].banners.fields.fromLibrary}
          pickedLabel={BANNER_ADMIN_TEXTS[lang].banners.fields.picked}
          picked={file ? null : draft.picked}
          onPick={(picked) => {
            onFile(null);
            set("picked", picked);
          }}
        />
        {text("targetUrl", BANNER_ADMIN_TEXTS[lang].banners.fields.targetUrl, "text", BANNER_ADMIN_TEXTS[lang].banners.fields.targetHint)}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("startDate", BANNER_ADMIN_TEXTS[lang].banners.fields.startDate, "date")}
          {text("endDate", BANNER_ADMIN_TEXTS[lang].banners.fields.endDate, "date")}
        </div>
        <fieldset className="space-y-2">
          <legend className="sr-only">{BANNER_ADMIN_TEXTS[lang].banners.fields.options}</legend>
          {(["isActive", "isDevelopmentOnly"] as const).map((key) => (
            <label key={key} className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" checked={draft[key]} onChange={(event) => set(key, event.target.checked)} className="size-5 shrink-0 accent-accent" />
              {BANNER_ADMIN_TEXTS[lang].banners.fields[key]}
            </label>
          ))}
        </fieldset>
      </div>
      <MediaPreview file={file} fallback={draft.picked ? { url: draft.picked.url, type: "image" } : current} />
    </div>
  );
}
