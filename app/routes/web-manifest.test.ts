import { describe, expect, it } from "vitest";
import { loader } from "./web-manifest";

type LoaderArgs = Parameters<typeof loader>[0];
const manifestOf = (lang: string) => loader({ request: new Request(`http://hall.test/${lang}/manifest.webmanifest`), params: { lang } } as unknown as LoaderArgs);

describe("the web app manifest", () => {
  it.each([
    ["am", "Արամ Խաչատրյանի անվան համերգասրահ", "hy"],
    ["en", "Aram Khachaturian Concert Hall", "en"],
    ["ru", "Концертный зал имени Арама Хачатуряна", "ru"],
  ])("names the hall in %s and starts from that language's home page", async (lang, name, htmlLang) => {
    const response = manifestOf(lang);
    expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    const manifest = (await response.json()) as { name: string; lang: string; start_url: string; icons: { sizes: string; purpose?: string }[] };
    expect(manifest).toMatchObject({ name, lang: htmlLang, start_url: `/${lang}/`, display: "standalone", theme_color: "#7b1e2c" });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });

  it("has none for an unknown language", () => {
    expect(() => manifestOf("de")).toThrow();
  });
});
