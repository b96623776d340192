import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { storeAdminToken } from "../../admin/session";
import { ADMIN_TEXTS } from "../../admin/texts";
import { useToast } from "../../admin/toasts";
import { buttonStyles, inputStyle, noticeStyle } from "../../ui/styles";

const t = ADMIN_TEXTS.login;

/** Spec admin-area section 2: username, password with show/hide, both required; the server's message on failure. */
export default function AdminLogin() {
  const navigate = useNavigate();
  const toast = useToast();
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!username || !password) {
      setError(t.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username, password }),
      });
      const body = (await response.json().catch(() => null)) as { token?: string; message?: string } | null;
      if (response.ok && body?.token) {
        storeAdminToken(body.token);
        toast(t.welcome.replace("{name}", username));
        navigate("/admin");
        return;
      }
      setError(body?.message || t.invalid);
    } catch {
      setError(t.network);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper px-4">
      <form onSubmit={submit} noValidate className="w-full max-w-sm space-y-5 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{t.title}</h1>
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
        <div role="status">{error ? <p className={noticeStyle.error}>{error}</p> : null}</div>
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
          {busy ? t.submitting : t.submit}
        </button>
      </form>
    </main>
  );
}
