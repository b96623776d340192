import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseFigures = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number };

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Lighthouse's default mobile emulation in Debian's Chromium; the median of `runs` runs of each figure. `returning`:
 * a visitor who has been there before: a first visit is made, and the runs keep what it stored (its service worker).
 */
export async function lighthouseMedian(url: string, runs = 3, { returning = false } = {}): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    if (returning) await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const results: LighthouseFigures[] = [];
    // A run where Chromium could not measure the paint (Lighthouse reports NaN and scores 0) is run again.
    for (let run = 0, attempts = 0; run < runs && attempts < runs + 3; attempts++) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", disableStorageReset: returning, onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
      if (!result) throw new Error(`no Lighthouse result for ${url}`);
      const { categories, audits } = result.lhr;
      if (!Number.isFinite(audits["largest-contentful-paint"]?.numericValue)) continue;
      run += 1;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      });
    }
    const pick = (key: keyof LighthouseFigures) => median(results.map((figures) => figures[key]));
    return {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      lcpMs: pick("lcpMs"),
      tbtMs: pick("tbtMs"),
      cls: pick("cls"),
    };
  } finally {
    chrome.kill();
  }
}

/** The audits that cost points, for finding the cause of a missed budget. */
export async function lighthouseFailures(url: string): Promise<string[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
    return Object.values(result?.lhr.audits ?? {})
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable")
      .map((audit) => `${audit.id}: ${audit.displayValue ?? audit.score}`);
  } finally {
    chrome.kill();
  }
}
