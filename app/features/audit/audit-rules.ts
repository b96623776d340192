import { isJsonObject } from "../../http/json-object";

/**
 * What an admin write is, read from the route it matched: the entity (the route's words before its
 * first parameter), the action (create / update / delete by method, or the route's own last word
 * after a parameter or ending a POST that creates nothing, as in `toggle-status` or `remove`), the entity's id and the names of the fields the body
 * carried that the route's contract knows (a name an editor made up is not written). Only names are kept, and never the names of secrets.
 */
export type AuditedWrite = {
  action: string;
  entity: string | null;
  entityId: string | null;
  fields: string[];
};

const VERB: Record<string, string> = {
  POST: "create",
  PUT: "update",
  PATCH: "update",
  DELETE: "delete",
};

/** Field names never recorded, even as names: passwords, tokens, secrets. */
const SECRET = /pass(word)?|token|secret|hash|key$/i;

/** Words of a route path: `/admin/users/:id` → ["users", ":id"] (the `admin` prefix says nothing). */
function words(routePath: string): string[] {
  const parts = routePath.split("/").filter(Boolean);
  return parts[0] === "admin" && parts.length > 1 ? parts.slice(1) : parts;
}

/** The field names to record (the contract's, as the body carried them), secrets left out. */
export function fieldNames(names: readonly string[]): string[] {
  return names
    .filter((name) => !SECRET.test(name))
    .slice(0, 50)
    .map((name) => name.slice(0, 60));
}

function idOf(value: unknown): string | null {
  return typeof value === "string" || typeof value === "number" ? String(value).slice(0, 100) : null;
}

export function describeWrite(input: { method: string; routePath: string; params: Record<string, unknown>; fields: readonly string[]; answer: unknown }): AuditedWrite {
  const all = words(input.routePath);
  const firstParam = all.findIndex((word) => word.startsWith(":"));
  const statics = all.filter((word) => !word.startsWith(":"));
  const answerId = isJsonObject(input.answer) ? idOf(input.answer.id) : null;
  const paramId = firstParam >= 0 ? idOf(input.params[all[firstParam]!.slice(1)]) : null;
  const verb = VERB[input.method] ?? input.method.toLowerCase();
  let entity: string | null;
  let action: string;
  if (firstParam >= 0) {
    entity = all.slice(0, firstParam).join("/") || null;
    const after = all.slice(firstParam + 1).filter((word) => !word.startsWith(":"));
    action = after.length ? after.join("/") : verb;
  } else if (statics.length > 1 && input.method === "POST" && !answerId) {
    // A POST that creates nothing with an id is an act, named by the route's last word: /admin/demo-content/remove.
    entity = statics.slice(0, -1).join("/");
    action = statics.at(-1)!;
  } else if (statics.length === 1 && input.method === "POST" && !answerId) {
    // A POST to one word that creates nothing with an id is an act: /admin/logout, /admin/password.
    entity = null;
    action = statics[0]!;
  } else {
    entity = statics.join("/") || null;
    action = verb;
  }
  return {
    action,
    entity,
    entityId: paramId ?? answerId,
    fields: fieldNames(input.fields),
  };
}
