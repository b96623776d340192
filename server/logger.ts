import pino, { type Logger } from "pino";

export type { Logger };

/**
 * Removes what must not reach the log from a URL before it is logged: secrets (the admin WebSocket
 * token, mail link tokens) and personal data (the address a privacy lookup asks about, which
 * erasure could not follow into the log).
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  return url.replace(/([?&](?:token|access_token|email)=)[^&#]*/gi, "$1[redacted]");
}

export function createLogger(options: { level: string; pretty: boolean; destination?: pino.DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "password", "token"],
        censor: "[redacted]",
      },
      ...(options.pretty
        ? {
            transport: {
              target: "pino-pretty",
              options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
            },
          }
        : {}),
    },
    options.destination,
  );
}
