import { afterAll, beforeAll } from "vitest";
import { signedInAdmin } from "./admin-client";
import { startTestServer } from "./test-server";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
type SignedInAdmin = Awaited<ReturnType<typeof signedInAdmin>>;

/**
 * A file's test server and its signed-in admin: started before the file's tests (within
 * `timeout` ms when the server compiles the site), closed after them. Read `.server` and `.admin`
 * inside the tests, once `beforeAll` has run.
 */
export function serverWithAdmin(options: Parameters<typeof startTestServer>[0] = {}, timeout?: number) {
  let server: TestServer | undefined;
  let admin: SignedInAdmin | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    admin = await signedInAdmin(server);
  }, timeout);
  afterAll(async () => {
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the test server starts in beforeAll: read it inside a test");
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get admin() {
      return started(admin);
    },
  };
}
