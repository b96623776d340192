// Socket failures while connecting or talking to PostgreSQL.
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
// SQLSTATE class 08 (connection exception) and 57P01-57P03 (the server shutting down or starting).
const SERVER_CODES = /^(08...|57P0[123])$/;
// node-postgres and pg-pool raise plain errors for a lost or never-made connection; PGlite once closed.
const MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed)/;

/** Whether an error (or one it wraps, as Drizzle does) means the database cannot be reached, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (MESSAGES.test(current.message)) return true;
  }
  return false;
}
