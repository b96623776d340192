import pino, { type Logger } from "pino";

export type { Logger };

/** Removes secrets that may ride in a URL (the admin WebSocket token) before it is logged. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  return url.replace(/([?&](?:token|access_token)=)[^&#]*/gi, "$1[redacted]");
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
