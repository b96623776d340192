import { describe, expect, it } from "vitest";
import { describeWrite, fieldNames } from "./audit-rules";

/** A write whose body's fields the route's contract all knew. */
const write = (method: string, routePath: string, params: Record<string, string> = {}, body: Record<string, unknown> = {}, answer: unknown = undefined) =>
  describeWrite({ method, routePath, params, fields: Object.keys(body), answer });

describe("what an admin write is, read from its route", () => {
  it("names creations, changes and deletions by their entity and id", () => {
    expect(write("POST", "/advert-banners", {}, { title: "A", mediaUrl: "/x" }, { id: 7 })).toEqual({
      action: "create",
      entity: "advert-banners",
      entityId: "7",
      fields: ["title", "mediaUrl"],
    });
    expect(write("PUT", "/staff/:id", { id: "3" }, { displayOrder: 2 })).toEqual({
      action: "update",
      entity: "staff",
      entityId: "3",
      fields: ["displayOrder"],
    });
    expect(write("DELETE", "/admin/users/:id", { id: "9" })).toEqual({
      action: "delete",
      entity: "users",
      entityId: "9",
      fields: [],
    });
    expect(write("PUT", "/admin/settings", {}, { infoEmail: "a@b.am" })).toMatchObject({ action: "update", entity: "settings", entityId: null });
  });

  it("takes a route's own last word as the action", () => {
    expect(write("PATCH", "/events/coming-soon/:id/toggle-status", { id: "4" }, { isActive: true })).toMatchObject({
      action: "toggle-status",
      entity: "events/coming-soon",
      entityId: "4",
    });
    expect(write("PUT", "/advert-banners/bulk-status", {}, { ids: [1], isActive: true })).toMatchObject({
      action: "update",
      entity: "advert-banners/bulk-status",
    });
    expect(write("PUT", "/admin/privacy/retention", {}, { inquiryDays: 90 })).toMatchObject({ action: "update", entity: "privacy/retention" });
    expect(write("POST", "/admin/demo-content/remove")).toMatchObject({
      action: "remove",
      entity: "demo-content",
    });
    expect(write("POST", "/admin/privacy/erase", {}, { email: "someone@example.am" }, { erased: {} })).toEqual({
      action: "erase",
      entity: "privacy",
      entityId: null,
      fields: ["email"],
    });
    expect(write("POST", "/admin/logout")).toMatchObject({
      action: "logout",
      entity: null,
    });
  });

  it("keeps field names only, and never the names of secrets", () => {
    expect(
      fieldNames(["currentPassword", "newPassword", "password", "token", "username", "role"]),
    ).toEqual(["username", "role"]);
    expect(fieldNames([])).toEqual([]);
  });
});
