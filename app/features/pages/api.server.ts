import express from "express";
import type { Db } from "../../db/client.server";
import type { Actor, DocumentState } from "../../db/published-documents.server";
import { ApiError } from "../../http/api-error";
import { parseBody } from "../../http/parse-body";
import { parseRecordId } from "../../http/record-id";
import { isLang, LANGS, type Lang, localePath } from "../../i18n/languages";
import { sanitiseRichText } from "../../security/rich-text.server";
import { requireAdmin } from "../admin-auth/public.server";
import { existingPictureIds } from "../media-library/public.server";
import { changeCounts, pageDifference } from "./page-diff.server";
import { isPageKey, PAGE_KEYS, PAGE_LAYOUTS, type PageKey } from "./page-keys";
import { pageDocument, pageStore } from "./pages.server";
import { blockTypesFor, type PageContent, type PageLanguageState, PAGES_REFUSALS, publishPageSchema, repeatableBlocks, savePageDraftSchema } from "./schema";

/** How long a preview link shows the draft. */
export const PREVIEW_MS = 60 * 60 * 1000;

const actorOf = (res: express.Response): Actor => ({ id: res.locals.admin?.adminId ?? null, name: res.locals.admin?.username ?? "" });

const canonical = (value: unknown) => JSON.stringify(value);

/** A language's state in the pages list: what a visitor sees of it and whether the draft differs. */
export function languageState(state: DocumentState<PageContent> | null): PageLanguageState {
  if (!state) return "missing";
  if (state.scheduledAt) return "scheduled";
  if (!state.published) return "draft";
  return canonical(state.draft) === canonical(state.published) ? "published" : "changed";
}

function pageParams(req: express.Request): { key: PageKey; lang: Lang } {
  const { key, lang } = req.params as { key?: string; lang?: string };
  if (!isPageKey(key)) throw new ApiError("invalid_page", "There is no such page", { key: "unknown_page" });
  if (lang !== undefined && !isLang(lang)) throw new ApiError("invalid_language", "The language must be am, en or ru", { lang: "invalid_language" });
  return { key, lang: (lang ?? "en") as Lang };
}

/**
 * The hall's pages composed from blocks (docs/product.md, "Pages"), one published document per page
 * and language (docs/decisions/030-publishing-drafts-versions-schedules.md): editors and admins list
 * them, save a draft (409 on a stale `baseVersion`), publish now or at a time, unschedule, open a
 * preview link, read the versions with their difference and restore one as the draft.
 */
export function pagesApiRouter({ db }: { db: Db }): express.Router {
  const router = express.Router();
  const store = pageStore(db);
  const staff = requireAdmin(db);
  router.use("/admin/pages", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  const existing = async (key: PageKey, lang: Lang) => {
    const found = await store.state(pageDocument(key, lang));
    if (!found) throw new ApiError("not_found", "This language of the page has no draft yet");
    return found;
  };

  /** The page as saved: only the blocks its layout takes, rich text cleaned, every picture a picture of the library. */
  async function cleaned(key: PageKey, page: PageContent): Promise<PageContent> {
    const ids = page.blocks.flatMap((block) => (block.type === "picture" ? [block.mediaId] : []));
    const found = await existingPictureIds(db, ids);
    const unknown: Record<string, string> = {};
    const allowed = blockTypesFor(key);
    page.blocks.forEach((block, index) => {
      if (!allowed.includes(block.type)) unknown[`blocks.${index}.type`] = "not_on_this_page";
      else if (!repeatableBlocks(key) && page.blocks.findIndex((other) => other.type === block.type) < index) unknown[`blocks.${index}.type`] = "only_one";
      else if (block.type === "picture" && !found.has(block.mediaId)) unknown[`blocks.${index}.mediaId`] = "unknown_media";
    });
    if (Object.keys(unknown).length) {
      const wrongBlocks = Object.values(unknown).some((problem) => problem !== "unknown_media");
      const message = wrongBlocks ? `This page takes only these blocks: ${allowed.join(", ")}${repeatableBlocks(key) ? "" : ", one of each"}` : PAGES_REFUSALS.invalid_page;
      throw new ApiError("invalid_page", message, unknown);
    }
    return { ...page, blocks: page.blocks.map((block) => (block.type === "text" ? { ...block, html: sanitiseRichText(block.html) } : block)) };
  }

  router.get("/admin/pages", staff, async (_req, res) => {
    const pages = await Promise.all(
      PAGE_KEYS.map(async (key) => {
        const languages = Object.fromEntries(
          await Promise.all(
            LANGS.map(async (lang) => {
              const state = await store.state(pageDocument(key, lang));
              return [lang, { state: languageState(state), publishedAt: state?.publishedAt ?? null, scheduledAt: state?.scheduledAt ?? null }] as const;
            }),
          ),
        );
        return { key, path: PAGE_LAYOUTS[key].path, languages };
      }),
    );
    res.json(pages);
  });

  router.get("/admin/pages/:key", staff, async (req, res) => {
    const { key } = pageParams(req);
    const states = await Promise.all(LANGS.map((lang) => store.state(pageDocument(key, lang))));
    const languages = Object.fromEntries(
      LANGS.map((lang, index) => {
        const state = states[index];
        return [
          lang,
          {
            draft: state?.draft ?? null,
            published: state?.published ?? null,
            version: state?.version ?? 0,
            state: languageState(state ?? null),
            publishedAt: state?.publishedAt ?? null,
            scheduledAt: state?.scheduledAt ?? null,
            missed: state?.missed ?? null,
          },
        ];
      }),
    );
    res.json({ key, path: PAGE_LAYOUTS[key].path, languages });
  });

  router.put("/admin/pages/:key/:lang/draft", staff, async (req, res) => {
    const { key, lang } = pageParams(req);
    const { baseVersion, ...page } = parseBody(savePageDraftSchema, req.body, { code: "invalid_page", refusals: PAGES_REFUSALS });
    const outcome = await store.saveDraft(pageDocument(key, lang), await cleaned(key, page), baseVersion, actorOf(res));
    if (!outcome.saved) {
      res.status(409).json({ code: "stale_version", message: PAGES_REFUSALS.stale_version, fields: {}, current: outcome.state });
      return;
    }
    res.locals.auditEntityId = `${key}/${lang} draft ${outcome.state.version}`;
    res.json(outcome.state);
  });

  router.post("/admin/pages/:key/:lang/publish", staff, async (req, res) => {
    const { key, lang } = pageParams(req);
    const { at } = parseBody(publishPageSchema, req.body ?? {}, "invalid_date");
    await existing(key, lang);
    const outcome = await store.publish(pageDocument(key, lang), actorOf(res), at ? new Date(at) : null);
    if ("refused" in outcome) throw new ApiError("invalid_page", `The draft cannot be published: ${outcome.refused}`);
    res.locals.auditEntityId = outcome.published !== null ? `${key}/${lang} version ${outcome.published}` : `${key}/${lang} draft ${outcome.state.version}`;
    res.json(outcome.state);
  });

  router.post("/admin/pages/:key/:lang/unschedule", staff, async (req, res) => {
    const { key, lang } = pageParams(req);
    await existing(key, lang);
    res.json(await store.unschedule(pageDocument(key, lang)));
  });

  router.post("/admin/pages/:key/:lang/preview", staff, async (req, res) => {
    const { key, lang } = pageParams(req);
    await existing(key, lang);
    const expiresAt = new Date(Date.now() + PREVIEW_MS);
    const token = await store.createPreview(pageDocument(key, lang), expiresAt);
    res.json({ url: `${localePath(lang, PAGE_LAYOUTS[key].path)}?preview=${token}`, expiresAt: expiresAt.toISOString() });
  });

  router.get("/admin/pages/:key/:lang/versions", staff, async (req, res) => {
    const { key, lang } = pageParams(req);
    const versions = await store.versionContents(pageDocument(key, lang));
    res.json(
      versions
        .map(({ id, number, at, by, summary, content }, index) => ({ id, number, at, by, summary, changes: changeCounts(versions[index - 1]?.content ?? null, content) }))
        .reverse(),
    );
  });

  router.get("/admin/pages/:key/:lang/versions/:id", staff, async (req, res) => {
    const { key, lang } = pageParams(req);
    const found = await store.version(pageDocument(key, lang), parseRecordId(req.params.id));
    if (!found) throw new ApiError("not_found", "There is no such version of this page");
    res.json({ ...found.entry, content: found.content, difference: pageDifference(found.previous, found.content) });
  });

  router.post("/admin/pages/:key/:lang/versions/:id/restore", staff, async (req, res) => {
    const { key, lang } = pageParams(req);
    const id = parseRecordId(req.params.id);
    await existing(key, lang);
    const restored = await store.restore(pageDocument(key, lang), id, actorOf(res));
    if (!restored) throw new ApiError("not_found", "There is no such version of this page");
    res.locals.auditEntityId = `${key}/${lang} version ${restored.number}`;
    res.json(restored.state);
  });
  return router;
}
