import { createHash } from "node:crypto";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { catalogueFor } from "../i18n/catalogues.server";
import type { OutgoingMessage } from "./message";

export type MailTransport = {
  kind: "smtp" | "files";
  /** Resolves once the server accepted the message (or the file is written); rejects with the reason otherwise. */
  send(id: { outboxId: number; createdAt: Date }, message: OutgoingMessage): Promise<void>;
  /** Deletes what this transport kept of the mail to or answering to `address` (the .eml files); answers how many. */
  forget(address: string): Promise<number>;
  /** Deletes what it kept of mail written before `cutoff`; answers how many. */
  removeOlderThan(cutoff: Date): Promise<number>;
  /** Resolves when mail could be sent now: the SMTP server greets and accepts the login, or the mail folder takes a file. */
  probe(): Promise<void>;
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

/** A short digest of an address (any case), in an .eml file's name so erasure finds the file without reading it. */
const digestOf = (address: string) => createHash("sha256").update(address.trim().toLowerCase()).digest("hex").slice(0, 12);

/** `<time>-<outbox id>-<digest of each address>.eml`, the time as ISO 8601 with `:` and `.` turned to `-`. */
const FILE_NAME = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z-\d+(?:-[0-9a-f]{12})*\.eml$/;

function writtenAt(name: string): Date | null {
  const parts = FILE_NAME.exec(name);
  return parts ? new Date(`${parts[1]}:${parts[2]}:${parts[3]}.${parts[4]}Z`) : null;
}

/**
 * SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file under `dataDir/mail`, and its path is logged
 * (never its subject, which may name a visitor). The file's name carries a digest of every address the message goes
 * to or answers to, so erasing an address deletes its files, and its time, so they go after SENT_MAIL_KEEP_DAYS.
 */
export function createMailTransport(options: { smtpUrl: string | undefined; from: string; dataDir: string; log: Logger }): MailTransport {
  const folder = path.join(options.dataDir, "mail");
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS });
    return {
      kind: "smtp",
      async send(id, message) {
        await transporter.sendMail(mailOptions(options.from, id, message));
      },
      forget: async () => 0,
      removeOlderThan: async () => 0,
      // A connection of its own (connect, EHLO, login, QUIT), not one of the pool's.
      probe: async () => void (await transporter.verify()),
      close: () => transporter.close(),
    };
  }
  const names = () => readdir(folder).catch(() => [] as string[]);
  async function remove(chosen: (name: string) => boolean): Promise<number> {
    const doomed = (await names()).filter(chosen);
    await Promise.all(doomed.map((name) => rm(path.join(folder, name), { force: true })));
    return doomed.length;
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(id, message) {
      const info = await builder.sendMail(mailOptions(options.from, id, message));
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const digests = [...new Set([...message.to, ...(message.replyTo ? [message.replyTo] : [])].map(digestOf))];
      const file = path.join(folder, `${[stamp, id.outboxId, ...digests].join("-")}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ file }, "mail written to a file (no SMTP_URL)");
    },
    forget(address) {
      const digest = digestOf(address);
      return remove((name) => FILE_NAME.test(name) && name.slice(0, -".eml".length).split("-").includes(digest));
    },
    removeOlderThan(cutoff) {
      return remove((name) => (writtenAt(name)?.getTime() ?? Infinity) < cutoff.getTime());
    },
    // A name FILE_NAME does not match, so neither erasure nor housekeeping ever reads it as mail.
    async probe() {
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `.probe-${randomUUID()}`);
      await writeFile(file, "probe");
      await rm(file, { force: true });
    },
    close: () => builder.close(),
  };
}
