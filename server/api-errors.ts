import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "../app/db/unavailable.server";
import { ApiError } from "../app/http/api-error";
import { type ErrorCode, statusOf } from "../app/http/error-codes";
import { fieldProblems } from "../app/http/parse-body";
import type { Logger } from "./logger";

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API endpoint ${req.method} ${req.path}`, code: "not_found" });
};

// body-parser marks its errors with a `type`; these are the caller's fault, never ours.
const BODY_ERRORS: Record<string, { message: string; code: ErrorCode }> = {
  "entity.parse.failed": { message: "The request body is not valid JSON", code: "malformed_json" },
  "entity.too.large": { message: "The request body is too large", code: "body_too_large" },
  "encoding.unsupported": { message: "Unsupported content encoding", code: "unsupported_encoding" },
  "charset.unsupported": { message: "Unsupported charset", code: "unsupported_charset" },
  "request.aborted": { message: "The request was aborted", code: "aborted" },
  "request.size.invalid": { message: "The request size did not match its length", code: "bad_length" },
};

export function apiErrorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (err instanceof ApiError) {
      if (err.retryAfterSeconds) res.setHeader("Retry-After", String(err.retryAfterSeconds));
      res.status(err.status).json({ message: err.message, ...(err.code ? { code: err.code } : {}), ...(err.fields ? { fields: err.fields } : {}) });
      return;
    }
    if (err instanceof ZodError) {
      const issue = err.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      res.status(400).json({ message: `${where}${issue?.message ?? "Invalid request"}`, code: "invalid_request", fields: fieldProblems(err.issues) });
      return;
    }
    const bodyError = typeof err?.type === "string" ? BODY_ERRORS[err.type] : undefined;
    if (bodyError) {
      res.status(statusOf(bodyError.code)).json({ message: bodyError.message, code: bodyError.code });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      log.warn({ err, method: req.method, path: req.path }, "database unavailable");
      res.setHeader("Retry-After", "30");
      res.status(503).json({ message: "The database is unavailable. Please try again in a minute.", code: "unavailable" });
      return;
    }
    log.error({ err, method: req.method, path: req.path }, "unhandled API error");
    res.status(500).json({ message: "Something went wrong on our side. Please try again.", code: "internal" });
  };
}
