import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "../server/config";

// compose.yaml (decision 023) checked without a Docker engine: its shape, its start order and health checks, every
// setting it passes to the site against README.md's environment table and the server's own configuration, and every
// variable it reads documented in .env.example. Where Debian's docker-compose is installed it validates the file too.
const ROOT = path.resolve(import.meta.dirname, "..");
const read = (name: string) => readFileSync(path.join(ROOT, name), "utf8");

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  restart?: string;
};
const compose = parse(read("compose.yaml"), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;

/** The variables of README.md's environment table (a row may name several: `S3_BUCKET`, `S3_ENDPOINT`, ...). */
function readmeVariables(): Set<string> {
  const names = new Set<string>();
  for (const line of read("README.md").split("\n")) {
    const first = /^\| ([^|]+) \|/.exec(line)?.[1];
    if (first) for (const match of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1]!);
  }
  return names;
}

/** `.env.example` as compose reads it, and which of its variables have a comment line right above. */
function envExample() {
  const values: Record<string, string> = {};
  const documented = new Set<string>();
  let comment = false;
  for (const line of read(".env.example").split("\n")) {
    if (line.startsWith("#")) {
      comment = true;
      continue;
    }
    const assignment = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (assignment) {
      values[assignment[1]!] = assignment[2]!.replace(/^"(.*)"$/, "$1");
      if (comment) documented.add(assignment[1]!);
      // A group's comment documents the lines right under it.
      continue;
    }
    comment = false;
  }
  return { values, documented };
}

/** compose's own interpolation: ${NAME}, ${NAME:-default}; `$$` is a literal dollar for the container's shell. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\$/g, "\0").replace(/\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g, (_m, name: string, fallback?: string) => env[name] || (fallback ?? "")).replace(/\0/g, "$");
}

describe("compose.yaml", () => {
  it("runs two site instances behind Caddy, with PostgreSQL, MinIO and its one-shot set-up, and Mailpit", () => {
    expect(Object.keys(services).sort()).toEqual(["caddy", "mailpit", "minio", "minio-setup", "postgres", "site1", "site2"]);
    expect(services.site1).toEqual(services.site2);
    expect(services.site1!.build).toBe(".");
    // Only Caddy faces the network; Mailpit's UI only on loopback.
    for (const [name, service] of Object.entries(services)) {
      if (name === "caddy") expect(service.ports).toEqual(["80:80", "443:443", "443:443/udp"]);
      else if (name === "mailpit") expect(service.ports).toEqual(["127.0.0.1:8025:8025"]);
      else expect(service.ports, name).toBeUndefined();
    }
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(["postgres-data", "minio-data"]));
    const caddyfile = read("deploy/Caddyfile");
    expect(caddyfile).toMatch(/reverse_proxy site1:3000 site2:3000/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
  });

  it("starts in order on health checks: the stores and the bucket's set-up, then Caddy, then the sites", () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === "minio-setup") expect(service.restart).toBe("no");
      else expect(service.healthcheck?.test, name).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    expect(services.site1!.healthcheck!.test.join(" ")).toContain("/healthz");
    expect(services.site1!.depends_on).toEqual({
      postgres: { condition: "service_healthy" },
      "minio-setup": { condition: "service_completed_successfully" },
      mailpit: { condition: "service_healthy" },
      caddy: { condition: "service_healthy" },
    });
    expect(services.caddy!.depends_on).toEqual({ minio: { condition: "service_healthy" } });
    expect(services["minio-setup"]!.depends_on).toEqual({ minio: { condition: "service_healthy" } });
  });

  it("passes the site only settings of README.md's environment table, and the server accepts them", () => {
    const table = readmeVariables();
    // NODE_EXTRA_CA_CERTS is Node's own (the CA of Caddy's trial certificates), not the site's.
    const siteSettings = Object.keys(services.site1!.environment!).filter((name) => name !== "NODE_EXTRA_CA_CERTS");
    for (const name of siteSettings) expect(table.has(name), `${name} in README.md's table`).toBe(true);
    expect(siteSettings).toEqual(expect.arrayContaining(["PUBLIC_URL", "DATABASE_URL", "ADMIN_PASSWORD", "EVENTHUB_API_KEY", "S3_ENDPOINT", "SMTP_URL", "METRICS_TOKEN"]));

    const { values } = envExample();
    const filled = { ...values, ADMIN_PASSWORD: "violin cellar autumn lantern", POSTGRES_PASSWORD: "pg-secret", S3_SECRET_ACCESS_KEY: "s3-secret", MINIO_ROOT_PASSWORD: "minio-secret", METRICS_TOKEN: "0123456789abcdef0123456789abcdef" };
    const environment = Object.fromEntries(Object.entries(services.site1!.environment!).map(([name, value]) => [name, interpolate(String(value), filled)]));
    const config = loadConfig({ ...environment, NODE_ENV: "production" });
    expect(config.publicUrl).toBe("https://hall.example.am");
    expect(config.databaseUrl).toBe("postgres://hall:pg-secret@postgres:5432/hall");
    expect(config.s3).toMatchObject({ bucket: "hall-media", endpoint: "https://media.hall.example.am", publicUrl: "https://media.hall.example.am/hall-media" });
    expect(config.mail.smtpUrl).toBe("smtp://mailpit:1025");
    expect(config.trustProxy).toBe(1);
    expect(config.metricsToken).toBe(filled.METRICS_TOKEN);
  });

  it("reads only variables that .env.example documents", () => {
    const { values, documented } = envExample();
    const text = read("compose.yaml").replace(/\$\$/g, "") + read("deploy/Caddyfile");
    const used = new Set([...text.matchAll(/\$\{([A-Z0-9_]+)/g), ...text.matchAll(/\{\$([A-Z0-9_]+)/g)].map((match) => match[1]!));
    for (const name of used) {
      expect(name in values, `${name} in .env.example`).toBe(true);
      expect(documented.has(name), `${name} documented in .env.example`).toBe(true);
    }
    // And nothing there that compose never reads.
    for (const name of Object.keys(values)) expect(used.has(name), `${name} read by compose.yaml`).toBe(true);
  });

  const dockerCompose = spawnSync("docker-compose", ["version"], { stdio: "ignore" }).status === 0;
  it.skipIf(!dockerCompose)("is valid for docker-compose (Debian's package), with .env.example's settings", () => {
    const output = execFileSync("docker-compose", ["--env-file", ".env.example", "-f", "compose.yaml", "config"], { cwd: ROOT, encoding: "utf8" });
    const resolved = parse(output) as { services: Record<string, Service> };
    expect(resolved.services.site1!.environment!.PUBLIC_URL).toBe("https://hall.example.am");
  });
});
