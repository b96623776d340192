import http from "node:http";
import net from "node:net";

export const SERVED_BY = "x-served-by";

/**
 * A tiny load balancer: each HTTP request and each WebSocket upgrade goes to the next backend in
 * turn. Responses carry `x-served-by: <backend index>`; `upgrades` records where sockets went.
 */
export async function startRoundRobinProxy(backends: { port: number }[]) {
  let next = 0;
  const pick = () => {
    const index = next;
    next = (next + 1) % backends.length;
    return index;
  };
  const upgrades: number[] = [];
  const sockets = new Set<net.Socket>();

  const server = http.createServer((req, res) => {
    const index = pick();
    const upstream = http.request(
      { host: "127.0.0.1", port: backends[index]!.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(index) });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { [SERVED_BY]: String(index) });
      res.end();
    });
    req.pipe(upstream);
  });

  server.on("upgrade", (req, client: net.Socket, head) => {
    const index = pick();
    upgrades.push(index);
    const upstream = net.connect(backends[index]!.port, "127.0.0.1", () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    upgrades,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
