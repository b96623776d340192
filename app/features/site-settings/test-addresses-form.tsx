import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useAdminTexts } from "../../admin/admin-language";
import type { WriteResult } from "../../admin/write";
import { useToast } from "../../admin/toasts";
import { fill } from "../../i18n/plural";
import { buttonStyles, inputStyle, noticeStyle } from "../../ui/styles";
import { SETTINGS_ADMIN_TEXTS } from "./admin-texts";
import { TEST_ADDRESSES_MAX, type TestAddresses, type TestAddressesProblem, testAddressesSchema } from "./schema";

const linesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The staff addresses a campaign test may go to, one per line, checked with the server's contract
 * before the settings route's clientAction sends them (`intent: "testAddresses"`).
 */
export function TestAddressesForm({ initial }: { initial: TestAddresses }) {
  const { lang } = useAdminTexts();
  const texts = SETTINGS_ADMIN_TEXTS[lang].testAddresses;
  const toast = useToast();
  const id = useId();
  const fetcher = useFetcher<WriteResult>();
  const [text, setText] = useState(initial.addresses.join("\n"));
  const [problem, setProblem] = useState<TestAddressesProblem | null>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    // Only a new answer speaks: the stored list (lower-cased, each once) replaces what was typed.
    if (result?.ok) {
      setText((result.data as TestAddresses).addresses.join("\n"));
      toast(texts.saved);
    }
  }, [result]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = testAddressesSchema.safeParse({ addresses: linesOf(text) });
    if (!checked.success) {
      setProblem(checked.error.issues.some((issue) => issue.message === "too_many") ? "too_many" : "email");
      document.getElementById(`${id}-addresses`)?.focus();
      return;
    }
    setProblem(null);
    void fetcher.submit({ intent: "testAddresses", body: checked.data } as never, { method: "put", encType: "application/json" });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="max-w-2xl space-y-4">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
        {texts.title}
      </h2>
      <p className="text-muted">{texts.intro}</p>
      <form onSubmit={submit} noValidate className="space-y-4 rounded-card border border-line bg-surface p-5">
        <div>
          <label htmlFor={`${id}-addresses`} className="mb-1.5 block text-sm font-medium">
            {texts.label}
          </label>
          <textarea
            id={`${id}-addresses`}
            rows={TEST_ADDRESSES_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
            autoComplete="off"
            spellCheck={false}
            className={inputStyle}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {fill(texts.hint, { max: TEST_ADDRESSES_MAX })}
          </p>
          {problem ? (
            <p id={`${id}-problem`} className="mt-1 text-sm font-medium text-danger">
              {fill(texts.problems[problem], { max: TEST_ADDRESSES_MAX })}
            </p>
          ) : null}
        </div>
        {result && !result.ok && !problem ? (
          <p role="alert" className={noticeStyle.error}>
            {texts.saveFailed}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {texts.save}
        </button>
      </form>
    </section>
  );
}
