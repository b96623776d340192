import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { startTestServer } from "./test-server";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Confirms a subscription the way its owner does: finds the confirmation message the server
 * wrote under DATA_DIR/mail (no SMTP_URL in these tests) and presses the button of its link's
 * page, as the API takes it (opening the link alone confirms nothing).
 */
export async function confirmByMail(server: TestServer, email: string): Promise<void> {
  const folder = path.join(server.dataDir, "mail");
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      const mail = await simpleParser(await readFile(path.join(folder, name)));
      // The message names the address as it was typed (its header may quote an odd one).
      if (!mail.text?.includes(email)) continue;
      const token = /newsletter\/confirm\?token=([\w-]+)/.exec(mail.text ?? "")?.[1];
      const response = await fetch(`${server.url}/api/newsletter/confirm`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token }),
      });
      if (!response.ok) throw new Error(`confirming ${email}: ${response.status}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`no confirmation message for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
