import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";

/** The messages a test server wrote as .eml files (no SMTP_URL), once at least `count` are there. */
export async function mailFiles(dataDir: string, count: number, timeoutMs = 15_000): Promise<ParsedMail[]> {
  const folder = path.join(dataDir, "mail");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
    if (names.length >= count) return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(folder, name)))));
    if (Date.now() > deadline) throw new Error(`expected ${count} messages, found ${names.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Who a message was written to, lower-cased. */
export const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((box) => (box.address ?? "").toLowerCase()));
