import { z, type ZodType } from "zod";
import { adminJson } from "./session";
import { type OwnWrite, readWriteRequest, sendRecordWrite, type WriteResult } from "./write";

/**
 * An admin entity, declared once (docs/decisions/018-one-admin-resource-idiom.md): where its API
 * is, what a record looks like on the wire (the loader reads the list with it, never a cast), what
 * a write takes (the form checks it before sending, the server parses with it) and its writes beyond
 * create, update and delete. A feature declares it in `features/<x>/admin/resource.ts`, beside its
 * form fields, list columns and texts; its route's `clientLoader` is `loadRecords`, its
 * `clientAction` is `writeRecord`.
 */
export type AdminResource<Rec, Input extends ZodType = ZodType, Update extends ZodType = Input> = {
  /** The admin API: `GET` the list, `POST` a new record, `PUT` and `DELETE` `{path}/{id}`. */
  path: string;
  /** Where the list is read, when not at `path` (`/api/staff?admin=true`). */
  listPath?: string;
  /** A record as the API answers it. */
  record: ZodType<Rec>;
  /** What a create takes, and what an update takes (often the same contract). */
  input: Input;
  updateInput: Update;
  /** The writes beyond create, update and delete: intent → method and address. */
  writes?: Record<string, OwnWrite>;
};

/** The records of a screen, read with their contract: the list, or null when it could not be read (a 403 shows the not-allowed state). */
export function loadRecords<Rec>(resource: AdminResource<Rec, ZodType, ZodType>): Promise<Rec[] | null> {
  return adminJson(resource.listPath ?? resource.path, z.array(resource.record), { orNull: true });
}

/** A route's clientAction: the screen's write request, sent to the entity's API. */
export async function writeRecord(resource: AdminResource<unknown, ZodType, ZodType>, request: Request): Promise<WriteResult> {
  return sendRecordWrite(resource.path, await readWriteRequest(request), resource.writes);
}
