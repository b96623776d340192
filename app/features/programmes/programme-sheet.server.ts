import QRCode from "qrcode";
import { LANGS } from "../../i18n/languages";
import { digitalProgrammePath, type ProgrammeSheet } from "./schema";

/**
 * The printable sheet of one concert's digital programme: per language, its address on the site's configured
 * public origin and that address as a QR code in SVG. Error correction M: a code on a seat survives a crease or a
 * smudge and stays small enough to scan from arm's length.
 */
export async function programmeSheet(origin: { url: string; configured: boolean }, eventId: string, published: readonly boolean[]): Promise<ProgrammeSheet> {
  const codes = await Promise.all(
    LANGS.map(async (lang, index) => {
      const url = `${origin.url}${digitalProgrammePath(lang, eventId)}`;
      const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      return { lang, url, svg, published: published[index] ?? false };
    }),
  );
  return { eventId, originConfigured: origin.configured, codes };
}
