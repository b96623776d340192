import { useId, useState } from "react";
import { useAdminTexts } from "../../admin/admin-language";
import { DocumentFormSection, FieldProblem, SaveRow, useDocumentForm } from "../../admin/form";
import { fill } from "../../i18n/plural";
import { inputStyle } from "../../ui/styles";
import { SETTINGS_ADMIN_TEXTS } from "./admin-texts";
import { TEST_ADDRESSES_MAX, type TestAddresses, testAddressesSchema } from "./schema";

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
  const id = useId();
  const [text, setText] = useState(initial.addresses.join("\n"));
  const { form, problems, save } = useDocumentForm(
    "testAddresses",
    testAddressesSchema,
    { email: texts.problems.email, too_many: fill(texts.problems.too_many, { max: TEST_ADDRESSES_MAX }) },
    // The stored list (lower-cased, each once) replaces what was typed.
    { saved: texts.saved, stored: (data) => setText((data as TestAddresses).addresses.join("\n")) },
  );
  const fieldId = `${id}-addresses`;

  return (
    <DocumentFormSection
      id={id}
      title={texts.title}
      intro={texts.intro}
      form={form}
      onSave={() => save({ addresses: linesOf(text) })}
      formClassName="space-y-4 rounded-card border border-line bg-surface p-5"
    >
      <div>
        <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium">
          {texts.label}
        </label>
        <textarea
          id={fieldId}
          rows={TEST_ADDRESSES_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problems.at("addresses") ? true : undefined}
          aria-describedby={`${fieldId}-hint${problems.at("addresses") ? ` ${fieldId}-problem` : ""}`}
          autoComplete="off"
          spellCheck={false}
          className={inputStyle}
        />
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-muted">
          {fill(texts.hint, { max: TEST_ADDRESSES_MAX })}
        </p>
        <FieldProblem id={fieldId} message={problems.at("addresses")} />
      </div>
      <SaveRow form={form} problems={problems} texts={texts} />
    </DocumentFormSection>
  );
}
