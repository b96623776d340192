import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { expect } from "./fixtures";

/**
 * Every message the server has written so far (no SMTP_URL in this run: .eml files under DATA_DIR/mail). A file
 * listed and then removed before it is read (an erasure in a spec running beside this one) is left out.
 */
export async function writtenMail(): Promise<ParsedMail[]> {
  const folder = path.join(process.env.E2E_DATA_DIR!, "mail");
  const messages: ParsedMail[] = [];
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const source = await readFile(path.join(folder, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (source) messages.push(await simpleParser(source));
  }
  return messages;
}

/** The first word of the text of a message written for `email` that contains `linkPart`, waited for. */
async function linkInMailFor(email: string, linkPart: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        for (const mail of await writtenMail()) {
          if (!mail.text?.includes(email)) continue;
          link = mail.text.split(/\s+/).find((word) => word.includes(linkPart)) ?? "";
          if (link) return true;
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link;
}

/** The confirmation message the server wrote for `email`: its links. */
export async function confirmationLinks(email: string) {
  const confirm = await linkInMailFor(email, "/newsletter/confirm?token=");
  const unsubscribe = await linkInMailFor(email, "/newsletter/unsubscribe?token=");
  return { confirm, unsubscribe };
}

/** The confirmation link of the alerts message the server wrote for `email`, as a path on this site. */
export async function alertConfirmationPath(email: string): Promise<string> {
  const url = new URL(await linkInMailFor(email, "/alerts/confirm?token="));
  return `${url.pathname}${url.search}`;
}
