import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect } from "./fixtures";

/** The confirmation message the server wrote for `email` (no SMTP_URL in this run): its links. */
export async function confirmationLinks(email: string) {
  const folder = path.join(process.env.E2E_DATA_DIR!, "mail");
  let links: { confirm: string; unsubscribe: string } | null = null;
  await expect
    .poll(
      async () => {
        for (const name of await readdir(folder).catch(() => [] as string[])) {
          const mail = await simpleParser(await readFile(path.join(folder, name)));
          if (!mail.text?.includes(email)) continue;
          const find = (what: string) => (mail.text ?? "").split(/\s+/).find((word) => word.includes(`/newsletter/${what}?token=`))!;
          links = { confirm: find("confirm"), unsubscribe: find("unsubscribe") };
          return true;
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return links!;
}

/** The confirmation link of the alerts message the server wrote for `email`, as a path on this site. */
export async function alertConfirmationPath(email: string): Promise<string> {
  const folder = path.join(process.env.E2E_DATA_DIR!, "mail");
  let link = "";
  await expect
    .poll(
      async () => {
        for (const name of await readdir(folder).catch(() => [] as string[])) {
          const mail = await simpleParser(await readFile(path.join(folder, name)));
          if (!mail.text?.includes(email)) continue;
          link = (mail.text ?? "").split(/\s+/).find((word) => word.includes("/alerts/confirm?token=")) ?? "";
          if (link) return true;
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
