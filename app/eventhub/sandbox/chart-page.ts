import { formatEventDateText } from "../../i18n/format";
import { HTML_LANG, type Lang, type Localised } from "../../i18n/languages";

const TEXT: Localised<{ title: string; stage: string; back: string; note: string }> = {
  am: { title: "Ընտրեք նստատեղերը", stage: "Բեմ", back: "Վերադառնալ կայք", note: "Սա EventHub-ի փորձնական միջավայրն է․ իրական տոմսեր չեն վաճառվում։" },
  en: { title: "Choose your seats", stage: "Stage", back: "Back to the hall's site", note: "This is the EventHub sandbox: no real tickets are sold." },
  ru: { title: "Выберите места", stage: "Сцена", back: "Вернуться на сайт", note: "Это тестовая среда EventHub: настоящие билеты не продаются." },
};

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/**
 * Only web links may be the way back: a javascript: or data: backUrl is dropped, and so is one
 * off `siteOrigin` when the chart is served on the site's own origin (no open link there).
 */
function safeBackUrl(value: string | null, siteOrigin: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (siteOrigin !== undefined && url.origin !== siteOrigin) return null;
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The provider's seat-chart page, as the sandbox imitates it: the concert, a seat plan, the way back. */
export function renderChartPage(event: Record<string, unknown>, lang: Lang, backUrl: string | null, siteOrigin?: string): string {
  const text = TEXT[lang];
  const name = escape(String(event.eventName ?? ""));
  const date = escape(formatEventDateText(String(event.eventDateTime ?? ""), lang));
  const back = safeBackUrl(backUrl, siteOrigin);
  const rows = Array.from({ length: 8 }, (_, row) =>
    `<div class="row">${Array.from({ length: 14 }, (_, seat) => `<span class="seat${(row * 14 + seat) % 5 === 0 ? " taken" : ""}"></span>`).join("")}</div>`,
  ).join("");
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}: ${name}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f5f5f7;color:#111}main{max-width:720px;margin:auto}
.stage{background:#333;color:#fff;text-align:center;padding:6px;border-radius:6px;margin:16px 0}.row{display:flex;gap:4px;justify-content:center;margin:4px 0}
.seat{width:18px;height:18px;border-radius:4px;background:#2e7d32}.seat.taken{background:#bbb}.note{color:#555;font-size:14px}a{color:#0b57d0}</style></head>
<body><main><p class="note">${text.note}</p><h1>${name}</h1><p>${date}</p><h2>${text.title}</h2><div class="stage">${text.stage}</div>${rows}
${back ? `<p><a id="back" href="${escape(back)}">${text.back}</a></p>` : ""}</main></body></html>`;
}
