import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../helpers/test-server";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Writes a request exactly as given (request line and headers), as a hostile client can; answers the status and the body. */
function rawExchange(server: TestServer, head: string): Promise<{ status: number; text: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}

const ODD_HOSTS = ["localhost:99999", "a b", "localhost:0", "[::1", "localhost:3000:1", "exa%41mple.am", "localhost:"];

const servers: { name: string; server: TestServer; lines: string[] }[] = [];
beforeAll(async () => {
  for (const [name, env] of [
    ["without PUBLIC_URL", {}],
    ["with PUBLIC_URL", { PUBLIC_URL: "https://hall.example.am" }],
  ] as const) {
    const lines: string[] = [];
    servers.push({ name, server: await startTestServer({ site: true, env, logLines: lines }), lines });
  }
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map(({ server }) => server.close()));
});

describe("odd Host values and absolute-form request lines get 400 and one log line", { timeout: 120_000 }, () => {
  it("answers 400 to a Host that is not a host name with a valid port, on pages and the API, whatever PUBLIC_URL says", async () => {
    for (const { name, server, lines } of servers) {
      for (const host of ODD_HOSTS) {
        for (const pathname of ["/en/concerts", "/api/events"]) {
          lines.length = 0;
          const answer = await rawExchange(server, `GET ${pathname} HTTP/1.1\r\nHost: ${host}`);
          expect(answer.status, `${name} ${host} ${pathname}`).toBe(400);
          expect(answer.text).toMatch(/no-store/i);
          expect(answer.text).not.toMatch(/\n\s+at /);
          // One line says what was refused; nothing logs a stack.
          expect(lines.filter((line) => line.includes("refused")), `${name} ${host}`).toHaveLength(1);
          expect(lines.join("\n")).not.toMatch(/\\n\s+at |"stack"/);
        }
      }
    }
  });

  it("answers 400 to an absolute-form request line, which only proxies are sent", async () => {
    for (const { name, server, lines } of servers) {
      const { port } = new URL(server.url);
      for (const target of [`http://127.0.0.1:${port}/en/concerts`, "http://evil.example/en", `https://localhost:${port}/api/events`]) {
        lines.length = 0;
        const answer = await rawExchange(server, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}`);
        expect(answer.status, `${name} ${target}`).toBe(400);
        expect(lines.filter((line) => line.includes("refused")), `${name} ${target}`).toHaveLength(1);
        expect(lines.join("\n")).not.toMatch(/\\n\s+at |"stack"/);
      }
    }
  });

  it("still serves ordinary requests", async () => {
    for (const { name, server } of servers) {
      const { port } = new URL(server.url);
      expect((await rawExchange(server, `GET /en/concerts HTTP/1.1\r\nHost: 127.0.0.1:${port}`)).status, name).toBe(200);
      expect((await rawExchange(server, `GET /healthz HTTP/1.1\r\nHost: 10.0.0.7:3000`)).status, name).toBe(200);
    }
  });
});
