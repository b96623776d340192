/** The p-th percentile (0-100) of some durations, nearest-rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The figures the issue asks each run to report, on one greppable line. */
export function reportFigures(suite: string, figures: Record<string, number | string>) {
  console.info(`[reliability] ${suite}: ${Object.entries(figures).map(([name, value]) => `${name}=${value}`).join(" ")}`);
}
