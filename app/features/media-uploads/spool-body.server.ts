import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { ApiError } from "../../http/api-error";

export type SpoolOptions<T> = {
  dir: string;
  maxBytes: number;
  headLength: number;
  /** Reads the first `headLength` bytes (or all of a shorter body) as soon as they arrive; throws to refuse the body. */
  inspectHead(head: Buffer): T;
  tooLarge(): Error;
};

/**
 * Writes a request body to a new file in `dir`, refusing it the moment it passes `maxBytes` or
 * fails `inspectHead`. On refusal the body is left unread (the caller closes the connection rather than
 * drain it) and the partial file is removed.
 */
export function spoolBody<T>(body: Readable, options: SpoolOptions<T>): Promise<{ file: string; size: number; inspected: T }> {
  const file = path.join(options.dir, randomUUID());
  const out = createWriteStream(file, { flags: "wx" });
  let size = 0;
  let head = Buffer.alloc(0);
  let inspected: { value: T } | undefined;

  return new Promise((resolve, reject) => {
    let settled = false;
    function stop(error: unknown) {
      if (settled) return;
      settled = true;
      body.off("data", onData);
      body.pause();
      // Removed only once closed: the file may still be opening, and would appear after an early rm.
      const removed = () => rm(file, { force: true }).catch(() => undefined).then(() => reject(error));
      if (out.closed) void removed();
      else out.once("close", removed);
      out.destroy();
    }
    function inspectHead() {
      inspected = { value: options.inspectHead(head) };
      return inspected.value;
    }
    function onData(chunk: Buffer) {
      size += chunk.length;
      try {
        if (size > options.maxBytes) throw options.tooLarge();
        if (!inspected) {
          head = Buffer.concat([head, chunk]).subarray(0, options.headLength);
          if (head.length === options.headLength) inspectHead();
        }
      } catch (error) {
        stop(error);
        return;
      }
      if (!out.write(chunk)) {
        body.pause();
        out.once("drain", () => body.resume());
      }
    }
    body.on("data", onData);
    body.once("end", () => {
      let value: T;
      try {
        value = inspected ? inspected.value : inspectHead();
      } catch (error) {
        stop(error);
        return;
      }
      out.end(() => {
        if (settled) return;
        settled = true;
        resolve({ file, size, inspected: value });
      });
    });
    const interrupted = () => stop(new ApiError("aborted", "The upload was interrupted"));
    body.once("error", interrupted);
    body.once("close", () => {
      if (!body.readableEnded) interrupted();
    });
    out.once("error", stop);
  });
}
