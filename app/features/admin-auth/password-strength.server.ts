import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/** zxcvbn's scale: 3 is "safely unguessable" (about 10^10 guesses), what an admin account needs. */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordProblem = "password_weak" | "password_contains_username";

let estimator: ZxcvbnFactory | null = null;

/**
 * Why a password may not be set for `username`, or null when it may: a password a strength
 * estimator (zxcvbn, with its lists of common passwords, names and keyboard patterns) scores
 * below 3, or one that contains the username. Server-only: the lists are large and stay out of
 * the admin's bundle; the screens word the code.
 */
export function passwordProblem(password: string, username: string): PasswordProblem | null {
  const name = username.trim().toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name)) return "password_contains_username";
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // Only the first 100 characters are scored: the estimate is superlinear, and more length only adds strength.
  return estimator.check(password.slice(0, 100), [name]).score < PASSWORD_MIN_SCORE ? "password_weak" : null;
}
