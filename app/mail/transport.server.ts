import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { catalogueFor } from "../i18n/catalogues.server";
import type { OutgoingMessage } from "./message";

export type MailTransport = {
  kind: "smtp" | "files";
  /** Resolves once the server accepted the message (or the file is written); rejects with the reason otherwise. */
  send(id: { outboxId: number; createdAt: Date }, message: OutgoingMessage): Promise<void>;
  close(): void;
};

type Logger = { info(object: object, message: string): void };

// Short enough that one send always ends well inside the sender's lease and the shutdown grace.
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 20_000 };

function addressOf(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox;
}

/**
 * Nodemailer's options for one message. The Message-ID comes from the outbox row, so a message
 * sent twice (an instance that died between the server's answer and marking it sent) carries the
 * same id both times and mail systems can fold the copies.
 */
function mailOptions(from: string, id: { outboxId: number; createdAt: Date }, message: OutgoingMessage): Mail.Options {
  const address = addressOf(from);
  const domain = address.split("@")[1] ?? "localhost";
  return {
    from: from.includes("<") ? from : { name: catalogueFor(message.lang).site.name, address },
    // Objects, not strings: an address a visitor typed is never read as "name <other address>" or a list.
    to: message.to.map((to) => ({ name: "", address: to })),
    replyTo: message.replyTo ? { name: "", address: message.replyTo } : undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    messageId: `<outbox-${id.outboxId}-${id.createdAt.getTime()}@${domain}>`,
  };
}

/** SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file under `dataDir/mail`, and its path is logged. */
export function createMailTransport(options: { smtpUrl: string | undefined; from: string; dataDir: string; log: Logger }): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS });
    return {
      kind: "smtp",
      async send(id, message) {
        await transporter.sendMail(mailOptions(options.from, id, message));
      },
      close: () => transporter.close(),
    };
  }
  const folder = path.join(options.dataDir, "mail");
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(id, message) {
      const info = await builder.sendMail(mailOptions(options.from, id, message));
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${id.outboxId}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ file, subject: message.subject }, "mail written to a file (no SMTP_URL)");
    },
    close: () => builder.close(),
  };
}
