import { type FormEvent, useState } from "react";
import type { AdminAccount } from "../../admin/account";
import { useAdminTexts } from "../../admin/admin-language";
import { ConfirmDialog, useConfirm } from "../../admin/confirm-dialog";
import { FormNotice } from "../../admin/form";
import { AdminPageHeader } from "../../admin/page-header";
import { useAdminForm } from "../../admin/form";
import { formatEventDate } from "../../i18n/format";
import { fill } from "../../i18n/plural";
import { buttonStyles, cardStyle, inputStyle } from "../../ui/styles";
import { accountChangeSchema, accountFailureOf, type ListedAccount, newAccountSchema } from "./schema";
import { accountFailureTexts } from "./account-texts";
import { ADMIN_ROLES, type AdminRole, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from "./roles";
import { ACCOUNT_ADMIN_TEXTS } from "./admin-texts";


const labelStyle = "mb-1.5 block text-sm font-medium";

/** The Accounts screen (admins only): the accounts first, then adding a colleague with a role and an initial password, change roles, remove accounts. */
export function AccountsScreen({ accounts, me }: { accounts: ListedAccount[]; me: AdminAccount }) {
  const { lang, t } = useAdminTexts();
  const texts = ACCOUNT_ADMIN_TEXTS[lang].accounts;
  const writes = useAdminForm();
  const { busy, shown } = writes;
  const [formKey, setFormKey] = useState(0);
  const removing = useConfirm<ListedAccount>();

  // The last outcome, worded now: a language switch rewords it (a list out of date is read again after every write).
  const name = shown?.kind === "done" ? (shown.detail ?? "") : "";
  const success =
    shown?.kind !== "done" ? null
    : shown.intent === "create" ? fill(texts.created, { name })
    : shown.intent === "role" ? fill(texts.roleChanged, { name })
    : shown.intent === "email" ? fill(texts.emailChanged, { name })
    : fill(texts.removed, { name });
  const error = shown?.kind === "refused" ? (accountFailureTexts(t, lang)[shown.code] ?? t.failures.internal) : null;

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = newAccountSchema.safeParse({
      username: String(form.get("username") ?? ""),
      password: String(form.get("password") ?? ""),
      role: form.get("role"),
      email: String(form.get("email") ?? ""),
    });
    if (!checked.success) return writes.refuse(accountFailureOf(checked.error), "create");
    // The contract reads an empty address as none (null); the server reads the same body again, so it gets "".
    writes.submit({ intent: "create", body: { ...checked.data, email: checked.data.email ?? "" } }, { detail: checked.data.username, onDone: () => setFormKey((key) => key + 1) });
  }

  function changeRole(account: ListedAccount, role: AdminRole) {
    writes.submit({ intent: "role", id: account.id, body: { role } }, { detail: account.username });
  }

  function changeEmail(event: FormEvent<HTMLFormElement>, account: ListedAccount) {
    event.preventDefault();
    const checked = accountChangeSchema.safeParse({ email: String(new FormData(event.currentTarget).get("email") ?? "") });
    if (!checked.success) return writes.refuse(accountFailureOf(checked.error), "email");
    writes.submit({ intent: "email", id: account.id, body: { email: checked.data.email ?? "" } }, { detail: account.username });
  }

  function remove(account: ListedAccount) {
    writes.submit({ intent: "remove", id: account.id }, { detail: account.username, onDone: removing.close });
  }

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <AdminPageHeader title={texts.title}>{null}</AdminPageHeader>
        <p className="max-w-3xl text-muted">{texts.intro}</p>
      </div>
      {/* A removal's refusal shows in its dialog while the dialog is open. */}
      <FormNotice success={success} error={removing.asked ? null : error} />

      <section aria-labelledby="accounts-list" className="space-y-4">
        <h2 id="accounts-list" className="text-xl font-semibold">
          {texts.listTitle}
        </h2>
        {/* A list, not a table: on a phone each account stacks its name, date, role and removal. */}
        <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
          {accounts.map((account) => {
            const isMe = account.username === me.username;
            return (
              <li key={account.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-5" data-testid="account-row">
                <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-words">{account.username}</span>
                    {isMe ? <span className="rounded-full bg-line px-2 py-0.5 text-xs whitespace-nowrap">{texts.you}</span> : null}
                  </p>
                  <p className="text-sm text-muted">
                    {texts.created_at}: <time dateTime={account.createdAt}>{formatEventDate(new Date(account.createdAt), lang)}</time>
                  </p>
                  <form noValidate onSubmit={(event) => changeEmail(event, account)} className="mt-2 flex max-w-md gap-2">
                    <input
                      key={account.email ?? ""}
                      name="email"
                      type="email"
                      defaultValue={account.email ?? ""}
                      maxLength={254}
                      aria-label={fill(texts.emailOf, { name: account.username })}
                      placeholder={texts.email}
                      className={inputStyle}
                    />
                    <button type="submit" disabled={busy} aria-label={fill(texts.saveEmailOf, { name: account.username })} className={buttonStyles.secondary}>
                      {texts.saveEmail}
                    </button>
                  </form>
                </div>
                <div className="flex basis-full items-center justify-between gap-3 sm:basis-auto">
                  <div className="w-40">
                    <select
                      aria-label={fill(texts.roleOf, { name: account.username })}
                      value={account.role}
                      disabled={busy}
                      onChange={(event) => changeRole(account, event.target.value as AdminRole)}
                      className={inputStyle}
                    >
                      {ADMIN_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ACCOUNT_ADMIN_TEXTS[lang].roles[role]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="sm:w-28 sm:text-right">
                    {isMe ? null : (
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => {
                          writes.clear();
                          removing.ask(account);
                        }}
                        aria-label={fill(texts.removeLabel, { name: account.username })}
                        className={`${buttonStyles.quiet} text-danger!`}
                      >
                        {texts.remove}
                      </button>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="accounts-create" className={`${cardStyle} p-5 sm:p-6`}>
        <h2 id="accounts-create" className="mb-4 text-xl font-semibold">
          {texts.createTitle}
        </h2>
        <form key={formKey} onSubmit={create} noValidate className="space-y-5">
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <label htmlFor="account-username" className={labelStyle}>
                {texts.username}
              </label>
              <input id="account-username" name="username" autoComplete="off" required maxLength={USERNAME_MAX_LENGTH} className={inputStyle} />
            </div>
            <div>
              <label htmlFor="account-password" className={labelStyle}>
                {texts.password}
              </label>
              <input
                id="account-password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                aria-describedby="account-password-hint"
                className={inputStyle}
              />
              <p id="account-password-hint" className="mt-1.5 text-sm text-muted">
                {fill(texts.passwordHint, { min: PASSWORD_MIN_LENGTH })}
              </p>
            </div>
          </div>
          <div className="md:w-1/2 md:pr-2">
            <label htmlFor="account-email" className={labelStyle}>
              {texts.email}
            </label>
            <input id="account-email" name="email" type="email" autoComplete="off" maxLength={254} aria-describedby="account-email-hint" className={inputStyle} />
            <p id="account-email-hint" className="mt-1.5 text-sm text-muted">
              {texts.emailHint}
            </p>
          </div>
          <fieldset>
            <legend className={labelStyle}>{texts.role}</legend>
            <div className="grid gap-3 md:grid-cols-2">
              {ADMIN_ROLES.map((role) => (
                <label key={role} className="flex cursor-pointer gap-3 rounded-md border border-line p-3 has-checked:border-accent has-checked:bg-accent-soft">
                  <input type="radio" name="role" value={role} defaultChecked={role === "editor"} className="mt-1 size-4 accent-accent" />
                  <span>
                    <span className="block font-medium">{ACCOUNT_ADMIN_TEXTS[lang].roles[role]}</span>
                    <span className="block text-sm text-muted">{ACCOUNT_ADMIN_TEXTS[lang].roleHints[role]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy ? texts.creating : texts.create}
          </button>
        </form>
      </section>

      <ConfirmDialog
        open={removing.asked !== null}
        title={texts.removeTitle}
        text={texts.confirmRemove}
        detail={removing.asked?.username}
        confirmLabel={texts.remove}
        busyLabel={texts.removing}
        busy={busy}
        error={removing.asked ? error : null}
        onClose={removing.close}
        onConfirm={() => removing.asked && remove(removing.asked)}
      />
    </div>
  );
}
