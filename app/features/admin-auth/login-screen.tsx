import { type FormEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAdminTexts } from "../../admin/admin-language";
import { AdminLanguageSwitcher } from "../../admin/language-switcher";
import { cameFromExpiredSession, storeAdminToken } from "../../admin/session";
import { useToast } from "../../admin/toasts";
import { fill } from "../../i18n/plural";
import { buttonStyles, inputStyle, noticeStyle } from "../../ui/styles";
import { type LoginError, loginFailureText } from "./login-failure";
import { signIn } from "./sign-in";

/** docs/product.md §11: username, password with show/hide, both required; a failure worded in the admin's language. */
export function LoginScreen() {
  const { lang, t: texts } = useAdminTexts();
  const t = texts.login;
  const navigate = useNavigate();
  const toast = useToast();
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const expired = cameFromExpiredSession(useLocation().search);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!username || !password) {
      setError({ code: "missing_fields" });
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await signIn(username, password);
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    storeAdminToken(answer.token);
    toast(fill(t.welcome, { name: username }));
    navigate("/admin");
  }

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-paper px-4">
      <AdminLanguageSwitcher />
      <form onSubmit={submit} noValidate className="w-full max-w-sm space-y-5 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        <div>
          <p className="text-sm font-semibold text-accent-strong">{t.hall}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight">{t.title}</h1>
        </div>
        {expired && !error ? (
          <p role="status" className="rounded-md border border-accent/30 bg-accent-soft px-4 py-3 text-sm font-medium text-accent-strong">
            {t.sessionExpired}
          </p>
        ) : null}
        <div>
          <label htmlFor="admin-username" className="mb-1.5 block text-sm font-medium">
            {t.username}
          </label>
          <input id="admin-username" name="username" autoComplete="username" required className={inputStyle} />
        </div>
        <div>
          <label htmlFor="admin-password" className="mb-1.5 block text-sm font-medium">
            {t.password}
          </label>
          <div className="relative">
            <input
              id="admin-password"
              name="password"
              type={visible ? "text" : "password"}
              autoComplete="current-password"
              required
              className={`${inputStyle} pr-12`}
            />
            <button
              type="button"
              onClick={() => setVisible((shown) => !shown)}
              aria-label={visible ? t.hidePassword : t.showPassword}
              aria-pressed={visible}
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-muted hover:text-accent"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
                <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
                <circle cx="12" cy="12" r="3" />
                {visible ? <path d="M4 4l16 16" /> : null}
              </svg>
            </button>
          </div>
        </div>
        <div role="status">{error ? <p className={noticeStyle.error}>{loginFailureText(error, texts, lang)}</p> : null}</div>
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
          {busy ? t.submitting : t.submit}
        </button>
      </form>
    </main>
  );
}
