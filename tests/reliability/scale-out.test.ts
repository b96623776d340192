import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ADMIN, type AppProcess, login, startAppProcess } from "./helpers/app-process";
import { createPostgresDatabase } from "./helpers/postgres";
import { SERVED_BY, startRoundRobinProxy } from "./helpers/round-robin-proxy";
import { reportFigures } from "./figures";

const FORM_LIMIT = 6;

// Two app processes on one PostgreSQL database behind a round-robin balancer, as in production.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let apps: AppProcess[] = [];
let balancer: Awaited<ReturnType<typeof startRoundRobinProxy>>;

beforeAll(async () => {
  database = await createPostgresDatabase();
  const env = { DATABASE_URL: database.url, FORM_RATE_LIMIT: String(FORM_LIMIT) };
  apps = await Promise.all([startAppProcess(env), startAppProcess(env)]);
  balancer = await startRoundRobinProxy(apps);
}, 90_000);
afterAll(async () => {
  await balancer?.close();
  await Promise.all(apps.map((app) => app.stop()));
  await database?.drop();
});

const servedBy = (response: Response) => Number(response.headers.get(SERVED_BY));

async function postVisit(name: string) {
  const response = await fetch(`${balancer.url}/api/visit-inquiry`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, surname: "Sargsyan", email: "two@example.am", phone: "+374 91 123456", message: "Two instances" }),
  });
  await response.arrayBuffer();
  return { status: response.status, instance: servedBy(response) };
}

describe("two instances on one database", () => {
  let token: string;
  let formsSent = 0;

  it("a session made on one works on the other, and a logout on one ends it on both", async () => {
    const signedIn = await login(balancer.url);
    token = signedIn.body.token!;
    const checks = await Promise.all([0, 1].map(() => fetch(`${balancer.url}/api/admin/verify`, { headers: { Authorization: `Bearer ${token}` } })));
    expect(checks.map((check) => check.status)).toEqual([200, 200]);
    expect(new Set([servedBy(signedIn.response), ...checks.map(servedBy)])).toEqual(new Set([0, 1]));

    const other = (await login(balancer.url)).body.token!;
    const logout = await fetch(`${balancer.url}/api/admin/logout`, { method: "POST", headers: { Authorization: `Bearer ${other}` } });
    expect(logout.status).toBe(204);
    const after = await Promise.all(apps.map((app) => fetch(`${app.url}/api/admin/verify`, { headers: { Authorization: `Bearer ${other}` } })));
    expect(after.map((response) => response.status)).toEqual([401, 401]);
  });

  it("a live message caused on one instance reaches an admin socket held on the other", async () => {
    const socket = new WebSocket(`${balancer.wsUrl}?token=${token}`);
    const heard: string[] = [];
    socket.on("message", (data) => heard.push((JSON.parse(String(data)) as { data: { name: string } }).data.name));
    await new Promise((resolve) => socket.once("open", resolve));
    const socketOn = balancer.upgrades.at(-1);
    const posts = [await postVisit("from-one"), await postVisit("from-other")];
    formsSent += posts.length;
    expect(posts.map((post) => post.status)).toEqual([201, 201]);
    expect(posts.some((post) => post.instance !== socketOn)).toBe(true);
    await expect.poll(() => [...heard].sort(), { timeout: 10_000 }).toEqual(["from-one", "from-other"]);
    socket.close();
  });

  it("removing an account on one instance closes its live socket held on the other at once", async () => {
    const account = { username: "leaving-colleague", password: "a long enough password", role: "editor" };
    const json = (bearer: string) => ({ Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" });
    const created = await fetch(`${apps[0]!.url}/api/admin/users`, { method: "POST", headers: json(token), body: JSON.stringify(account) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const signedIn = await fetch(`${apps[1]!.url}/api/admin/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(account) });
    const { token: theirs } = (await signedIn.json()) as { token: string };
    const socket = new WebSocket(`${apps[1]!.url.replace(/^http/, "ws")}/ws?token=${theirs}`);
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));

    const startedAt = Date.now();
    expect((await fetch(`${apps[0]!.url}/api/admin/users/${id}`, { method: "DELETE", headers: json(token) })).status).toBe(204);
    // The periodic re-check runs once a minute: a close this soon came from the removal itself.
    expect(await closed).toBe(4401);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it("rate limits hold across both: logins and forms", async () => {
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push(await login(balancer.url, "wrong password"));
    expect(failures.map((failure) => failure.status)).toEqual([401, 401, 401, 401, 401]);
    const blocked = await Promise.all(apps.map((app) => login(app.url, ADMIN.password)));
    expect(blocked.map((answer) => answer.status)).toEqual([429, 429]);

    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await postVisit(`limited-${i}`));
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(FORM_LIMIT - formsSent);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(new Set(refused.map((answer) => answer.instance))).toEqual(new Set([0, 1]));
    reportFigures("scale-out", { instances: 2, login_failures_before_block: 5, form_limit: FORM_LIMIT, forms_accepted: formsSent + accepted.length });
  });
});
