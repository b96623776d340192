import { sanitiseRichText } from "../../security/rich-text.server";
import type { PageBlock } from "./schema";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Plain paragraphs of today's texts as one rich text block, as the pages' first versions hold them. */
export const paragraphsBlock = (...paragraphs: string[]): PageBlock => ({ type: "text", html: sanitiseRichText(paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")) });

/** A list of today's items as one rich text block. */
export const listBlock = (items: readonly string[]): PageBlock => ({ type: "text", html: sanitiseRichText(`<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`) });
