import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("environment", () => {
  it("has working defaults: port 3000, ./data, embedded database, no admin configured", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, production: false, databaseUrl: undefined, admin: undefined, logLevel: "info" });
    expect(config.formRateLimit).toEqual({ limit: 10, windowMs: 600_000 });
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.trustProxy).toBe(false);
    // Without SMTP_URL mail goes to .eml files; without STAFF_EMAIL staff get no notices.
    expect(config.mail).toEqual({ smtpUrl: undefined, from: "info@example.am", staff: [] });
    expect(config.newsletterRate).toBe(600);
  });

  it("reads every documented variable", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      DATA_DIR: "/srv/hall",
      DATABASE_URL: "postgres://hall@db:5432/hall",
      ADMIN_USERNAME: "director",
      ADMIN_PASSWORD: "s3cret-enough",
      PUBLIC_URL: "https://hall.example.am/",
      EVENTHUB_URL: "https://partner.eventhub.example/api/",
      EVENTHUB_API_KEY: "partner-key",
      LOG_LEVEL: "warn",
      FORM_RATE_LIMIT: "30",
      TRUST_PROXY: "1",
      SMTP_URL: "smtps://hall:secret@mail.example.am:465",
      MAIL_FROM: "Concert Hall <concerts@hall.example.am>",
      STAFF_EMAIL: "office@hall.example.am, events@hall.example.am",
      VISITOR_FIGURES: "off",
      NEWSLETTER_RATE: "1200",
      SEARCHES_PER_MINUTE: "300",
      ALLOWED_HOSTS: "Hall.example.am, www.hall.example.am",
    });
    expect(config).toEqual({
      production: true,
      port: 8080,
      dataDir: "/srv/hall",
      databaseUrl: "postgres://hall@db:5432/hall",
      admin: { username: "director", password: "s3cret-enough" },
      publicUrl: "https://hall.example.am",
      eventHub: { url: "https://partner.eventhub.example/api/", apiKey: "partner-key", sandboxPort: 0 },
      logLevel: "warn",
      formRateLimit: { limit: 30, windowMs: 600_000 },
      trustProxy: 1,
      mail: {
        smtpUrl: "smtps://hall:secret@mail.example.am:465",
        from: "Concert Hall <concerts@hall.example.am>",
        staff: ["office@hall.example.am", "events@hall.example.am"],
      },
      visitorFigures: false,
      offlineProgrammes: true,
      newsletterRate: 1200,
      searchesPerMinute: 300,
      allowedHosts: ["hall.example.am", "www.hall.example.am"],
    });
  });

  it("counts visitor figures unless VISITOR_FIGURES=off", () => {
    expect(loadConfig({}).visitorFigures).toBe(true);
    expect(loadConfig({ VISITOR_FIGURES: "on" }).visitorFigures).toBe(true);
    expect(() => loadConfig({ VISITOR_FIGURES: "maybe" })).toThrow(ConfigError);
  });

  it("keeps programmes offline unless OFFLINE_PROGRAMMES=off", () => {
    expect(loadConfig({}).offlineProgrammes).toBe(true);
    expect(loadConfig({ OFFLINE_PROGRAMMES: "off" }).offlineProgrammes).toBe(false);
    expect(() => loadConfig({ OFFLINE_PROGRAMMES: "no" })).toThrow(ConfigError);
  });

  it("reads the sandbox's catalogue size, the demo's when unset", () => {
    expect(loadConfig({}).eventHub.sandboxEvents).toBeUndefined();
    expect(loadConfig({ EVENTHUB_SANDBOX_EVENTS: "10000" }).eventHub.sandboxEvents).toBe(10_000);
    for (const bad of ["0", "-5", "many", "100001"]) expect(() => loadConfig({ EVENTHUB_SANDBOX_EVENTS: bad }), bad).toThrow();
  });

  it("reads TRUST_PROXY as Express does: true/false, a hop count, or addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe("loopback, 10.0.0.0/8");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", ADMIN_USERNAME: " ", ADMIN_PASSWORD: "" }).databaseUrl).toBeUndefined();
  });

  it("refuses half an admin, a bad port or a database URL that is not PostgreSQL, naming the variable", () => {
    expect(() => loadConfig({ ADMIN_USERNAME: "director" })).toThrow(/ADMIN_USERNAME and ADMIN_PASSWORD/);
    expect(() => loadConfig({ PORT: "http" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x@y/z" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.am" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ STAFF_EMAIL: "office@hall.example.am, not an address" })).toThrow(/STAFF_EMAIL/);
    expect(() => loadConfig({ MAIL_FROM: "nobody" })).toThrow(/MAIL_FROM/);
  });
});
