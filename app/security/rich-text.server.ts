import sanitizeHtml from "sanitize-html";

/**
 * Rich text that staff write (programme notes, campaign bodies, the privacy and terms pages):
 * headings, paragraphs, emphasis, lists and links, nothing else. Everything is cleaned here, on the
 * server, before it is stored; pages render only what this returns.
 */
export type RichTextOptions = {
  /** Pictures are allowed only where a caller says which sources it accepts (e.g. the site's own uploads). */
  allowImage?: (src: string) => boolean;
};

const TAGS = ["h2", "h3", "h4", "p", "br", "strong", "em", "b", "i", "ul", "ol", "li", "a", "blockquote"];

export function sanitiseRichText(html: string, options: RichTextOptions = {}): string {
  const allowImage = options.allowImage;
  return sanitizeHtml(html, {
    allowedTags: allowImage ? [...TAGS, "img"] : TAGS,
    allowedAttributes: { a: ["href", "rel"], ...(allowImage ? { img: ["src", "alt", "width", "height"] } : {}) },
    allowedSchemes: ["https", "http", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }),
      h1: "h2",
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !(allowImage && allowImage(frame.attribs.src ?? "")),
  }).trim();
}

/** The text of rich text, for plain-text mail parts, search and snippets. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote)>|<br\s*\/?>/gi, "$&\n"), { allowedTags: [], allowedAttributes: {} })
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
