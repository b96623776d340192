import net from "node:net";

/**
 * A TCP relay to `target` that a test can cut (listener closed, every connection destroyed: to the
 * app the server is gone) and restore on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  function track(socket: net.Socket) {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  }

  async function open() {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  }

  async function cut() {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
  }

  await open();
  return {
    get port() {
      return port;
    },
    cut,
    restore: open,
    close: cut,
  };
}
