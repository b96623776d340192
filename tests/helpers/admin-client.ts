import sharp from "sharp";
import { adminUsers } from "../../app/db/schema/admin-auth";
import { hashPassword } from "../../app/features/admin-auth/password.server";
import type { AdminRole } from "../../app/features/admin-auth/roles";
import type { startTestServer } from "./test-server";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** An account (an admin unless `role` says otherwise) signed in through the real login endpoint; answers a JSON caller with its token. */
export async function signedInAdmin(server: TestServer, username = "anush", role: AdminRole = "admin") {
  const password = "correct horse battery staple";
  const [account] = await server.db.insert(adminUsers).values({ username, role, passwordHash: await hashPassword(password) }).returning();
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const { token } = (await login.json()) as { token: string };

  async function call(path: string, method = "GET", body?: unknown, bearer: string | null = token) {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: json as any, headers: response.headers };
  }

  /** The two steps of docs/product.md §12: ask for an upload URL, PUT the file; answers the stored file's URL. */
  async function upload(purpose: "banner" | "staff" | "event", bytes?: Buffer, contentType = "image/png"): Promise<string> {
    const slot = await call("/objects/upload", "POST", { purpose });
    const data = bytes ?? (await sharp({ create: { width: 540, height: 960, channels: 3, background: "#7a1f2b" } }).png().toBuffer());
    const put = await fetch(new URL(slot.body.uploadURL, server.url), { method: "PUT", headers: { "Content-Type": contentType }, body: new Uint8Array(data) });
    if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
    return ((await put.json()) as { url: string }).url;
  }

  return { id: account!.id, username, password, token, call, upload };
}
