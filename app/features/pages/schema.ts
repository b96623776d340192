import { z } from "zod";
import type { Refusals } from "../../http/parse-body";
import { GALLERY_KEYS } from "../media-library/public";
import { FACT_BLOCKS, type PageKey } from "./page-keys";

/**
 * A page in one language (docs/product.md, "Pages"): a title, a lead and an ordered list of blocks
 * from a fixed set. Rich text is cleaned on the server before it is stored (api.server.ts); a
 * picture names a media library item, a gallery one of the site's galleries, a facts block one of
 * the hall facts' figures, shown in the page's language.
 */
export const PAGE_LIMITS = { blocks: 200, textBytes: 100_000, title: 200, lead: 1000, heading: 300, callout: 2000, buttonLabel: 80, buttonLink: 300 } as const;

const line = (max: number) => z.string("required").trim().max(max, "too_long");

export const headingBlockSchema = z.object({ type: z.literal("heading"), text: line(PAGE_LIMITS.heading).min(1, "required") }).strict();
export const textBlockSchema = z.object({ type: z.literal("text"), html: z.string("required").max(PAGE_LIMITS.textBytes, "too_long") }).strict();
export const pictureBlockSchema = z.object({ type: z.literal("picture"), mediaId: z.number("required").int("not_whole").min(1, "unknown_media").max(2_147_483_647, "unknown_media") }).strict();
export const galleryBlockSchema = z.object({ type: z.literal("gallery"), gallery: z.enum(GALLERY_KEYS, "unknown_gallery") }).strict();
export const factsBlockSchema = z.object({ type: z.literal("facts"), facts: z.enum(FACT_BLOCKS, "unknown_facts") }).strict();
export const calloutBlockSchema = z.object({ type: z.literal("callout"), text: line(PAGE_LIMITS.callout).min(1, "required") }).strict();

/**
 * A path of this site without its language (`/concerts`, `/about/history#1953`), or a place on the
 * same page (`#upcoming`): the page adds the visitor's language, so a link never leaves the site.
 */
const SITE_LINK = /^(?:\/(?![/\\])[\w\-./~%]*(?:\?[\w\-.~%=&]*)?(?:#[\w-]+)?|#[A-Za-z][\w-]*)$/;
const LANGUAGE_PREFIX = /^\/(?:am|en|ru)(?:[/?#]|$)/;
export const isSiteLink = (href: string) => SITE_LINK.test(href) && !LANGUAGE_PREFIX.test(href) && !href.includes("..");
export const buttonBlockSchema = z
  .object({
    type: z.literal("button"),
    label: line(PAGE_LIMITS.buttonLabel).min(1, "required"),
    href: z.string("required").trim().min(1, "required").max(PAGE_LIMITS.buttonLink, "too_long").refine(isSiteLink, "invalid_link"),
  })
  .strict();

export const BLOCK_TYPES = ["heading", "text", "picture", "gallery", "facts", "callout", "button"] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** The home page's hero is laid out by the site: staff choose its picture and its button, at most one of each. */
const HERO_BLOCK_TYPES = ["picture", "button"] as const satisfies readonly BlockType[];

/** The blocks a page may hold: a composed page any but a button; the home hero its picture and button. */
export const blockTypesFor = (key: PageKey): readonly BlockType[] => (key === "home-hero" ? HERO_BLOCK_TYPES : BLOCK_TYPES.filter((type) => type !== "button"));

/** Whether a page takes a block of this type more than once. */
export const repeatableBlocks = (key: PageKey) => key !== "home-hero";

const blockSchema = z.discriminatedUnion("type", [headingBlockSchema, textBlockSchema, pictureBlockSchema, galleryBlockSchema, factsBlockSchema, calloutBlockSchema, buttonBlockSchema], {
  error: (issue) => (issue.code === "invalid_union" ? "unknown_block_type" : undefined),
});
export type PageBlock = z.infer<typeof blockSchema>;

/** The words of a page a visitor reads: what the 100 KB limit counts. */
export function pageTextLength(page: { title: string; lead: string; blocks: readonly PageBlock[] }): number {
  const texts = page.blocks.map((block) => (block.type === "heading" || block.type === "callout" ? block.text : block.type === "text" ? block.html : block.type === "button" ? block.label : ""));
  return new TextEncoder().encode([page.title, page.lead, ...texts].join("")).length;
}

const pageFields = {
  title: line(PAGE_LIMITS.title).min(1, "required"),
  lead: line(PAGE_LIMITS.lead),
  blocks: z.array(blockSchema).max(PAGE_LIMITS.blocks, "too_many"),
};

function withinTextLimit(page: { title: string; lead: string; blocks: PageBlock[] }, context: z.RefinementCtx) {
  if (pageTextLength(page) > PAGE_LIMITS.textBytes) context.addIssue({ code: "custom", message: "too_long", path: ["blocks"] });
}

export const pageContentSchema = z.object(pageFields).strict().superRefine(withinTextLimit);
export type PageContent = z.infer<typeof pageContentSchema>;

/** PUT /api/admin/pages/{key}/{lang}/draft: the page and the draft version it was based on (0 for a language not begun). */
export const savePageDraftSchema = z
  .object({ ...pageFields, baseVersion: z.number("required").int("not_whole").min(0, "negative") })
  .strict()
  .superRefine(withinTextLimit);

/** POST …/publish: now, or at `at` (an ISO time; a past time publishes now). */
export const publishPageSchema = z.object({ at: z.iso.datetime({ offset: true, message: "invalid_date" }).optional() }).strict();

export type PageLanguageState = "published" | "changed" | "scheduled" | "draft" | "missing";

export const PAGES_REFUSALS = {
  invalid_link: "A button's link must be a path of this site without its language, such as /concerts, or a place on the page, such as #upcoming",
  invalid_page: "The page was refused: see the fields",
  stale_version: "Someone else saved this page while you were editing it. Here it is as it is now",
} as const satisfies Refusals;

const languageAdminSchema = z.object({
  draft: pageContentSchema.nullable(),
  published: pageContentSchema.nullable(),
  version: z.number().int(),
  state: z.enum(["published", "changed", "scheduled", "draft", "missing"]),
  publishedAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  missed: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type PageLanguageAdmin = z.infer<typeof languageAdminSchema>;

/** GET /api/admin/pages/{key}: the page in its three languages, as the editor reads it. */
export const pageAdminSchema = z.object({ key: z.string(), path: z.string(), languages: z.object({ am: languageAdminSchema, en: languageAdminSchema, ru: languageAdminSchema }) });
export type PageAdmin = z.infer<typeof pageAdminSchema>;

const languageListSchema = z.object({ state: languageAdminSchema.shape.state, publishedAt: z.string().nullable(), scheduledAt: z.string().nullable() });
/** GET /api/admin/pages. */
export const pagesListSchema = z.array(z.object({ key: z.string(), path: z.string(), languages: z.object({ am: languageListSchema, en: languageListSchema, ru: languageListSchema }) }));
export type PagesList = z.infer<typeof pagesListSchema>;

const changeCountsSchema = z.object({
  title: z.boolean(),
  lead: z.boolean(),
  added: z.number().int(),
  removed: z.number().int(),
  changed: z.number().int(),
  wordsAdded: z.number().int(),
  wordsRemoved: z.number().int(),
});
/** A version's change from the one before, counted (null for the first version). */
export type ChangeCounts = z.infer<typeof changeCountsSchema>;

export const pageVersionsSchema = z.array(
  z.object({ id: z.number().int(), number: z.number().int(), at: z.string(), by: z.string(), summary: z.string(), changes: changeCountsSchema.nullable() }),
);
export type PageVersion = z.infer<typeof pageVersionsSchema>[number];
