import { formatNumber } from "../../../i18n/format";
import { LANGS, type Lang } from "../../../i18n/languages";
import { fill, plural } from "../../../i18n/plural";
import { CAMPAIGN_SCREEN_TEXTS } from "./texts";

/**
 * The count line of a send confirmation, in the admin's language: how many subscribers the campaign
 * reaches and how many get each version, as the server counts them ("Send to 1,204 subscribers: AM
 * 812, EN 240, RU 152"), the numbers written as the admin's language writes them.
 */
export function sendCountLine(reach: Record<Lang, number>, lang: Lang): string {
  const texts = CAMPAIGN_SCREEN_TEXTS[lang];
  const total = LANGS.reduce((sum, version) => sum + reach[version], 0);
  const counts = LANGS.map((version) => `${texts.versionCodes[version]} ${formatNumber(reach[version], lang)}`).join(", ");
  return fill(plural(lang, total, texts.sendCount), { total: formatNumber(total, lang), counts });
}
