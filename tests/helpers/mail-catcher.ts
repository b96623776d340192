import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../scripts/free-port";

export type CaughtMail = ParsedMail & { envelopeTo: string[] };

/**
 * A real SMTP server on a loopback port that keeps what it receives, parsed. It can be stopped
 * and started again on the same port (an outage), and told to refuse recipients with a code.
 */
export async function startMailCatcher(options: { user?: string; password?: string } = {}) {
  const port = await freePort();
  const received: CaughtMail[] = [];
  let refuseWith: { code: number; message: string } | null = null;
  const refusedAddresses = new Map<string, { code: number; message: string }>();

  function create() {
    return new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authOptional: !options.user,
      logger: false,
      // An outage is abrupt: connections the client keeps open are cut, not waited for.
      closeTimeout: 100,
      onAuth(auth, _session, callback) {
        if (auth.username === options.user && auth.password === options.password) callback(null, { user: auth.username });
        else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      },
      onRcptTo(address, _session, callback) {
        const refusal = refuseWith ?? refusedAddresses.get(address.address.toLowerCase());
        if (refusal) callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        else callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) }));
            callback();
          })
          .catch(callback);
      },
    });
  }

  let server: SMTPServer | null = null;
  async function start() {
    server = create();
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => resolve());
    });
  }
  async function stop() {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }
  await start();

  const auth = options.user ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.password ?? "")}@` : "";
  return {
    port,
    url: `smtp://${auth}127.0.0.1:${port}`,
    received,
    start,
    stop,
    refuse(reply: { code: number; message: string } | null) {
      refuseWith = reply;
    },
    /** Refuses one recipient address with this reply from now on (a mailbox that does not exist: 550). */
    refuseAddress(address: string, reply: { code: number; message: string }) {
      refusedAddresses.set(address.toLowerCase(), reply);
    },
    /** Messages sent to `address` so far. */
    to: (address: string) => received.filter((mail) => mail.envelopeTo.includes(address)),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The first link in a message's text that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const found = (mail.text ?? "").split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting ${prefix} in:\n${mail.text}`);
  return found;
}
