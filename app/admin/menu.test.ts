import { describe, expect, it } from "vitest";
import { ADMIN_MENU } from "../routes/admin/menu";
import { currentEntry as currentEntryIn, type MenuEntry, menuFor as menuForIn } from "./menu";
import { ADMIN_CATALOGUES } from "./texts";

// The kit shows any list; these tests read the admin's own (app/routes/admin/menu.ts).
const menuFor = (role: "admin" | "editor", menu: readonly MenuEntry[] = ADMIN_MENU) => menuForIn(role, menu);
const currentEntry = (pathname: string) => currentEntryIn(pathname, ADMIN_MENU);

const paths = (sections: ReturnType<typeof menuFor>) => sections.flatMap((section) => section.entries.map((entry) => entry.path));

describe("the admin menu", () => {
  it("shows an editor the dashboard and the content screens only, an admin every screen, grouped in menu order", () => {
    expect(paths(menuFor("editor"))).toEqual(["/admin", "/admin/concerts", "/admin/artists", "/admin/series", "/admin/events", "/admin/banners", "/admin/staff", "/admin/media", "/admin/galleries", "/admin/pages", "/admin/newsletter"]);
    expect(menuFor("editor").map((section) => section.group)).toEqual([null, "content", "audience"]);
    const admin = menuFor("admin");
    expect(admin.map((section) => section.group)).toEqual([null, "content", "audience", "figures", "settings"]);
    expect(paths(admin)).toEqual(ADMIN_MENU.map((entry) => entry.path));
    expect(admin.find((section) => section.group === "audience")!.entries.map((entry) => entry.count)).toEqual([
      "subscribers",
      undefined,
      "rental",
      "visit",
      "vipBalcony",
      "harmony",
    ]);
  });

  it("takes a new screen from one more line, in its group", () => {
    const report: MenuEntry = { path: "/admin/report", label: "dashboard", group: "figures", role: "editor" };
    const sections = menuFor("editor", [...ADMIN_MENU, report]);
    expect(sections.map((section) => section.group)).toEqual([null, "content", "audience", "figures"]);
  });

  it("marks the screen a path belongs to: the list for one of its records, the dashboard only for itself", () => {
    expect(currentEntry("/admin")?.label).toBe("dashboard");
    expect(currentEntry("/admin/")?.label).toBe("dashboard");
    expect(currentEntry("/admin/rental-inquiries")?.label).toBe("rental");
    expect(currentEntry("/admin/rental-inquiries/12")?.label).toBe("rental");
    expect(currentEntry("/admin/account")).toBeUndefined();
    expect(currentEntry("/admin/bannersx")).toBeUndefined();
    expect(currentEntry("/admin/privacy/pages")?.label).toBe("legalPages");
    expect(currentEntry("/admin/concerts/1001")?.label).toBe("concerts");
  });

  it("names every entry and group in the three languages", () => {
    for (const t of Object.values(ADMIN_CATALOGUES)) {
      for (const entry of ADMIN_MENU) expect(t.nav.screens[entry.label]).toMatch(/\S/);
      for (const group of ["content", "audience", "figures", "settings"] as const) expect(t.nav.groups[group]).toMatch(/\S/);
    }
  });
});
