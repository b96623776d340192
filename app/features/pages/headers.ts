import { data } from "react-router";
import { keptPageHeaders } from "../../http/server-cache-policy";

const PREVIEW_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** A block page's loader answer: a preview (the draft) carries the headers that keep it out of every store and index. */
export const blockPageData = <T extends { preview: boolean }>(page: T) => data(page, page.preview ? { headers: PREVIEW_HEADERS } : undefined);

/**
 * A block page is kept like any public page; its preview (`?preview=<token>`) is never kept, stored
 * or indexed. The page declares that it reads `preview`, so the kept-answer store keeps the
 * parameter instead of dropping it before the render.
 */
export function blockPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Record<string, string> {
  if (loaderHeaders.get("X-Robots-Tag")) return PREVIEW_HEADERS;
  return keptPageHeaders(["preview"]);
}
