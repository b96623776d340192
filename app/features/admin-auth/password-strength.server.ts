import { createRequire } from "node:module";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** zxcvbn's scale: 3 is "safely unguessable" (about 10^10 guesses), what an admin account needs. */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordProblem = "password_weak" | "password_contains_username";

let estimator: ZxcvbnFactory | null = null;

/**
 * zxcvbn and its lists, loaded on the first password to check (a password change, or
 * ADMIN_PASSWORD at start): they take about 15 MB of the server's memory, which every other
 * process would carry for nothing.
 */
function loadEstimator(): ZxcvbnFactory {
  const require = createRequire(import.meta.url);
  const { ZxcvbnFactory: Factory } = require("@zxcvbn-ts/core") as typeof import("@zxcvbn-ts/core");
  const { adjacencyGraphs, dictionary } = require("@zxcvbn-ts/language-common") as typeof import("@zxcvbn-ts/language-common");
  return new Factory({ dictionary, graphs: adjacencyGraphs });
}

/**
 * Why a password may not be set for `username`, or null when it may: a password a strength
 * estimator (zxcvbn, with its lists of common passwords, names and keyboard patterns) scores
 * below 3, or one that contains the username. Server-only: the lists are large and stay out of
 * the admin's bundle; the screens word the code.
 */
export function passwordProblem(password: string, username: string): PasswordProblem | null {
  const name = username.trim().toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name)) return "password_contains_username";
  estimator ??= loadEstimator();
  // Only the first 100 characters are scored: the estimate is superlinear, and more length only adds strength.
  return estimator.check(password.slice(0, 100), [name]).score < PASSWORD_MIN_SCORE ? "password_weak" : null;
}
