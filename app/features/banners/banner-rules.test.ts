import { describe, expect, it } from "vitest";
import { BANNER_ADMIN_TEXTS } from "./admin/texts";
import { bannerMediaKind, bannerStateKind } from "./banner-rules";

describe("a banner in the admin list", () => {
  it("shows its media as a picture or a video, and anything else as unknown", () => {
    expect(bannerMediaKind("image")).toBe("image");
    expect(bannerMediaKind("video")).toBe("video");
    for (const odd of ["audio", "", null, undefined, 3]) expect(bannerMediaKind(odd)).toBe("unknown");
  });

  it("shows its state as active or inactive, and anything else as unknown", () => {
    expect(bannerStateKind(true)).toBe("active");
    expect(bannerStateKind(false)).toBe("inactive");
    for (const odd of ["true", null, undefined, 1]) expect(bannerStateKind(odd)).toBe("unknown");
  });

  it("has the Unknown label in the three admin languages", () => {
    expect(BANNER_ADMIN_TEXTS.am.banners.unknown).toBe("Անհայտ");
    expect(BANNER_ADMIN_TEXTS.en.banners.unknown).toBe("Unknown");
    expect(BANNER_ADMIN_TEXTS.ru.banners.unknown).toBe("Неизвестно");
  });
});
