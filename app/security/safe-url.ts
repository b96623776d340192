/** http(s) URLs and our own root-relative paths only; anything else (javascript:, data:) is dropped. */
export function safeUrl(value: string | null | undefined): string {
  const url = value?.trim() ?? "";
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : "";
  } catch {
    return "";
  }
}
