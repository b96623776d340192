/** The encodings the server sends bodies in, best first: kept answers and the built browser files. */
export type Encoding = "br" | "gzip" | "identity";

const encodings = new Map<string, Encoding>();

/** The best encoding a client accepts (brotli, gzip, none), remembered per distinct header value. */
export function encodingFor(accept: string | undefined): Encoding {
  if (!accept) return "identity";
  let chosen = encodings.get(accept);
  if (chosen) return chosen;
  const quality = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get("*") ?? 0) > 0;
  chosen = accepts("br") ? "br" : accepts("gzip") ? "gzip" : "identity";
  if (encodings.size < 100) encodings.set(accept, chosen);
  return chosen;
}
