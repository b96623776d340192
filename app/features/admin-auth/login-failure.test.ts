import { afterEach, describe, expect, it, vi } from "vitest";
import { loginFailure, loginFailureText } from "./login-failure";
import { signIn } from "./sign-in";
import { ADMIN_CATALOGUES } from "../../admin/texts";

const refused = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

describe("login failures", () => {
  it("word the server's codes in the admin's language, the wait of a throttled login included", async () => {
    const throttled = await loginFailure(refused(429, { message: "Too many failed attempts", code: "throttled", retryAfterSeconds: 301 }));
    expect(throttled).toEqual({ code: "throttled", minutes: 6 });
    expect(loginFailureText(throttled, ADMIN_CATALOGUES.en, "en")).toBe("Too many failed attempts. Please try again in 6 minutes.");
    expect(loginFailureText(throttled, ADMIN_CATALOGUES.ru, "ru")).toBe("Слишком много неудачных попыток. Попробуйте снова через 6 минут.");
    expect(loginFailureText({ code: "throttled", minutes: 2 }, ADMIN_CATALOGUES.ru, "ru")).toBe("Слишком много неудачных попыток. Попробуйте снова через 2 минуты.");
    expect(loginFailureText({ code: "throttled", minutes: 1 }, ADMIN_CATALOGUES.en, "en")).toBe("Too many failed attempts. Please try again in 1 minute.");
    expect(loginFailureText(throttled, ADMIN_CATALOGUES.am, "am")).toBe("Չափազանց շատ անհաջող փորձեր։ Խնդրում ենք կրկին փորձել 6 րոպեից։");

    const wrong = await loginFailure(refused(401, { message: "Wrong username or password", code: "invalid_credentials" }));
    expect([loginFailureText(wrong, ADMIN_CATALOGUES.am, "am"), loginFailureText(wrong, ADMIN_CATALOGUES.ru, "ru")]).toEqual([
      "Սխալ մուտքանուն կամ գաղտնաբառ",
      "Неверное имя пользователя или пароль",
    ]);
    const missing = await loginFailure(refused(400, { code: "missing_fields" }));
    expect(loginFailureText(missing, ADMIN_CATALOGUES.en, "en")).toBe("Username and password are required");
  });

  it("fall back on the status when the answer has no code we know: the Retry-After header, a server error", async () => {
    expect(await loginFailure(refused(429, { code: "throttled" }, { "Retry-After": "900" }))).toEqual({ code: "throttled", minutes: 15 });
    const down = await loginFailure(refused(503, { message: "The database is unavailable", code: "unavailable" }));
    expect(loginFailureText(down, ADMIN_CATALOGUES.en, "en")).toBe("The database is unavailable for the moment. Please try again in a minute.");
    const broken = await loginFailure(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(loginFailureText(broken, ADMIN_CATALOGUES.ru, "ru")).toBe("На сервере произошла ошибка. Попробуйте ещё раз.");
    expect(await loginFailure(new Response("", { status: 401 }))).toEqual({ code: "invalid_credentials" });
  });

  it("keep a throttled login's wait from the header when the answer's own is not a number", async () => {
    expect(await loginFailure(refused(429, { code: "throttled", retryAfterSeconds: "soon" }, { "Retry-After": "120" }))).toEqual({ code: "throttled", minutes: 2 });
  });
});

describe("signing in", () => {
  afterEach(() => vi.unstubAllGlobals());
  const answering = (response: Response | Error) => vi.stubGlobal("fetch", () => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));

  it("answers the session's token, or a refusal as a code when the answer does not keep to its contract or never comes", async () => {
    answering(new Response(JSON.stringify({ token: "abc" }), { status: 200 }));
    expect(await signIn("admin", "a long password")).toEqual({ ok: true, token: "abc" });
    answering(new Response(JSON.stringify({ session: "abc" }), { status: 200 }));
    expect(await signIn("admin", "a long password")).toEqual({ ok: false, error: { code: "internal" } });
    answering(refused(401, { code: "invalid_credentials" }));
    expect(await signIn("admin", "wrong")).toEqual({ ok: false, error: { code: "invalid_credentials" } });
    answering(new TypeError("Failed to fetch"));
    expect(await signIn("admin", "a long password")).toEqual({ ok: false, error: { code: "network" } });
  });
});
