import { type LoginError, loginFailure } from "./login-failure";
import { loginAnswerSchema } from "./schema";

/** Sends a login and reads its answer with its contract: the session's token, or the refusal as a code. */
export async function signIn(username: string, password: string): Promise<{ ok: true; token: string } | { ok: false; error: LoginError }> {
  let response: Response;
  try {
    response = await fetch("/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    return { ok: false, error: { code: "network" } };
  }
  if (!response.ok) return { ok: false, error: await loginFailure(response) };
  const answer = loginAnswerSchema.safeParse(await response.json().catch(() => null));
  return answer.success ? { ok: true, token: answer.data.token } : { ok: false, error: { code: "internal" } };
}
