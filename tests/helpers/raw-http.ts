import http from "node:http";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP request with headers fetch() will not send as given (Host, X-Forwarded-Host): what an
 * attacker's client sends.
 */
export function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: options.method ?? "GET", headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
