import { type FormEvent, useState } from "react";
import type { AdminAccount } from "../../admin/account";
import { useAdminTexts } from "../../admin/admin-language";
import { FormNotice } from "../../admin/form";
import { AdminPageHeader } from "../../admin/page-header";
import { useAdminForm } from "../../admin/form";
import { fill } from "../../i18n/plural";
import { buttonStyles, cardStyle, inputStyle } from "../../ui/styles";
import { accountFailureOf, passwordChangeSchema } from "./schema";
import { accountFailureTexts } from "./account-texts";
import { PASSWORD_MIN_LENGTH } from "./roles";
import { ACCOUNT_ADMIN_TEXTS } from "./admin-texts";

const labelStyle = "mb-1.5 block text-sm font-medium";

/** How long "password changed" stays: it says the other sessions were ended, which takes a moment to read. */
const CHANGED_MS = 8_000;

/**
 * `/admin/account`: who is signed in, and a change of one's own password that ends one's other
 * sessions. The change goes through the route's clientAction (intent `password`).
 */
export function OwnAccountScreen({ me }: { me: AdminAccount }) {
  const { lang, t } = useAdminTexts();
  const accountTexts = ACCOUNT_ADMIN_TEXTS[lang];
  const texts = accountTexts.account;
  const writes = useAdminForm({ successMs: () => CHANGED_MS });
  const { busy, shown } = writes;
  const [formKey, setFormKey] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { currentPassword: String(form.get("currentPassword") ?? ""), newPassword: String(form.get("newPassword") ?? "") };
    const checked = passwordChangeSchema.safeParse(input);
    if (!checked.success) return writes.refuse(accountFailureOf(checked.error), "password");
    if (String(form.get("repeatPassword") ?? "") !== input.newPassword) return writes.refuse("passwords_differ", "password");
    writes.submit({ intent: "password", body: checked.data }, { onDone: () => setFormKey((key) => key + 1) });
  }

  // Worded now, so a language switch rewords it.
  const success = shown?.kind === "done" ? texts.changed : null;
  const error = shown?.kind === "refused" ? (accountFailureTexts(t, lang)[shown.code] ?? t.failures.internal) : null;

  const field = (name: "currentPassword" | "newPassword" | "repeatPassword", autoComplete: string, hint?: string) => (
    <div>
      <label htmlFor={`own-${name}`} className={labelStyle}>
        {texts[name]}
      </label>
      <input
        id={`own-${name}`}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        aria-describedby={hint ? `own-${name}-hint` : undefined}
        className={inputStyle}
      />
      {hint ? (
        <p id={`own-${name}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <AdminPageHeader title={texts.title}>{null}</AdminPageHeader>
        <p className="text-muted">{fill(texts.signedInAs, { name: me.username, role: accountTexts.roles[me.role] })}</p>
      </div>
      <section aria-labelledby="own-password" className={`${cardStyle} max-w-xl p-5 sm:p-6`}>
        <h2 id="own-password" className="mb-1 text-xl font-semibold">
          {texts.passwordTitle}
        </h2>
        <p className="mb-4 text-sm text-muted">{texts.passwordIntro}</p>
        <form key={formKey} onSubmit={submit} noValidate className="space-y-4">
          {/* Lets a password manager file the new password under the right name. */}
          <input type="text" name="username" autoComplete="username" value={me.username} readOnly hidden />
          {field("currentPassword", "current-password")}
          {field("newPassword", "new-password", fill(texts.newPasswordHint, { min: PASSWORD_MIN_LENGTH }))}
          {field("repeatPassword", "new-password")}
          <FormNotice success={success} error={error} />
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy ? texts.saving : texts.save}
          </button>
        </form>
      </section>
    </div>
  );
}
