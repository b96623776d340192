/**
 * How the background jobs of this process went (retention, campaign sending, the search index, and any job added
 * later: wrap its run in `timedJob`). Read by the metrics (server/metrics.ts) as `hall_job_runs_total` and
 * `hall_job_last_success_timestamp_seconds`. Job names are fixed strings in the code, never data.
 */
type JobFigures = { ok: number; failed: number; lastSuccessAt: number | null; lastDurationMs: number };

const figures = new Map<string, JobFigures>();

export function recordJobRun(job: string, outcome: "ok" | "failed", durationMs: number): void {
  const current = figures.get(job) ?? { ok: 0, failed: 0, lastSuccessAt: null, lastDurationMs: 0 };
  current[outcome]++;
  current.lastDurationMs = durationMs;
  if (outcome === "ok") current.lastSuccessAt = Date.now();
  figures.set(job, current);
}

/** Runs `work`, records its outcome and duration under `job`, and answers or throws as `work` does. */
export async function timedJob<T>(job: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await work();
    recordJobRun(job, "ok", performance.now() - started);
    return result;
  } catch (error) {
    recordJobRun(job, "failed", performance.now() - started);
    throw error;
  }
}

export function jobRuns(): ReadonlyMap<string, Readonly<JobFigures>> {
  return figures;
}
