import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isBannerTarget } from "../../app/features/banners/banner-rules";
import { decodeEntities, htmlToText, parseFestival, parseMinAge, parseProgram, parseTicketPrice } from "../../app/features/concerts/event-parsers";
import { chartRequestSchema, eventIdSchema } from "../../app/features/concerts/schema";
import { csvCell } from "../../app/http/csv";
import { FIELD_MAX_LENGTH, INQUIRY_FIELDS, INQUIRY_KINDS } from "../../app/features/inquiries/inquiry-kinds";
import { checkSubscription } from "../../app/features/newsletter/schema";
import { checkInquiry } from "../../app/features/inquiries/validation";
import { declaredFamily, sniffMediaFormat } from "../../app/features/media-uploads/sniff";
import { canonicalLangRedirect, LANGS, readLang, switchLangPath } from "../../app/i18n/languages";
import { readTranslations, TRANSLATION_FIELD_MAX, TranslationInputError } from "../../app/i18n/translation-input";
import { ApiError } from "../../app/http/api-error";
import { parseRecordId } from "../../app/http/record-id";

const RUNS = { numRuns: 300 };
const anyJson = fc.anything({ withNullPrototype: true, withBigInt: false, maxDepth: 4 });
const hostileString = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom("javascript:alert(1)", "//evil.example", "/\\evil.example", "\\\\evil.example", " javascript:x", "JaVaScRiPt:x", "data:text/html,x", "\u0000", "%2F%2Fevil"),
);
/** Outcomes a parser may give: a value, or the refusal its callers turn into a 4xx. */
const refusedOrValue = (run: () => unknown, ...refusals: (new (...args: never[]) => Error)[]) => {
  try {
    run();
  } catch (error) {
    expect(refusals.some((kind) => error instanceof kind), String(error)).toBe(true);
  }
};

describe("public form validation (app/features/inquiries/validation.ts)", () => {
  it("never throws, and accepts only text of the right shape and length in every field", () => {
    fc.assert(
      fc.property(fc.constantFrom(...INQUIRY_KINDS), fc.dictionary(fc.constantFrom("name", "surname", "email", "phone", "hall", "eventType", "message", "id", "status", "__proto__"), fc.oneof(hostileString, anyJson)), (kind, input) => {
        const checked = checkInquiry(kind, input);
        if (!checked.ok) return;
        expect(Object.keys(checked.value).sort()).toEqual([...INQUIRY_FIELDS[kind]].sort());
        for (const field of INQUIRY_FIELDS[kind]) {
          const value = checked.value[field]!;
          expect(typeof value).toBe("string");
          expect(value.length).toBeGreaterThan(0);
          expect(value.length).toBeLessThanOrEqual(FIELD_MAX_LENGTH[field]);
        }
      }),
      RUNS,
    );
  });

  it("accepts a subscription only for one address without spaces", () => {
    fc.assert(
      fc.property(fc.record({ email: fc.oneof(hostileString, fc.emailAddress(), anyJson) }, { requiredKeys: [] }), (input) => {
        const checked = checkSubscription(input);
        if (checked.ok) expect(checked.value.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      }),
      RUNS,
    );
  });
});

describe("admin translations (app/i18n/translation-input.ts)", () => {
  it("answers three languages of bounded text, or refuses with TranslationInputError; nothing else", () => {
    const entry = fc.record({ languageCode: fc.oneof(fc.constantFrom("eng", "arm", "rus", "hy", "EN", "xx", ""), anyJson), title: fc.oneof(hostileString, anyJson) }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(fc.array(entry, { maxLength: 5 }), anyJson), (value) => {
        refusedOrValue(() => {
          const result = readTranslations(value, ["title"]);
          expect(Object.keys(result).sort()).toEqual([...LANGS].sort());
          for (const lang of LANGS) {
            expect(typeof result[lang].title).toBe("string");
            expect(result[lang].title.length).toBeLessThanOrEqual(TRANSLATION_FIELD_MAX);
          }
        }, TranslationInputError);
      }),
      RUNS,
    );
  });
});

describe("banner links (app/features/banners/banner-rules.ts)", () => {
  it("accepts only http(s) addresses and paths on this site: never javascript:, data:, //host or /\\host", () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, fc.webUrl(), fc.webPath(), fc.constantFrom("javascript", "data", "vbscript", "file").map((scheme) => `${scheme}:alert(1)`)), (value) => {
        if (!isBannerTarget(value)) return;
        if (value.startsWith("/")) {
          expect(value.startsWith("//") || value.startsWith("/\\")).toBe(false);
          // A browser resolves the link to our own origin.
          expect(new URL(value, "https://hall.example.am").origin).toBe("https://hall.example.am");
        } else {
          expect(["http:", "https:"]).toContain(new URL(value).protocol);
        }
      }),
      RUNS,
    );
  });
});

describe("upload sniffing (app/features/media-uploads/sniff.ts)", () => {
  it("names a format only for its magic bytes, and never for text that starts like markup", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.oneof(hostileString, fc.constantFrom("image/svg+xml", "text/html", "image/png; charset=x", "IMAGE/JPEG")), (bytes, declared) => {
        const format = sniffMediaFormat(bytes);
        if (bytes[0] === 0x3c /* < */ || bytes[0] === 0x20) expect(format).toBeNull();
        if (format?.extension === "png") expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
        expect([null, "image", "video"]).toContain(declaredFamily(declared));
      }),
      RUNS,
    );
    expect(sniffMediaFormat(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  });
});

describe("record ids (server/record-id.ts)", () => {
  it("answers a positive int4 or refuses with a 400 ApiError", () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, fc.integer(), fc.double(), fc.stringMatching(/^-?\d{0,12}(\.\d+)?$/), hostileString), (value) => {
        try {
          const id = parseRecordId(value);
          expect(Number.isInteger(id) && id >= 1 && id <= 2_147_483_647).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).status).toBe(400);
        }
      }),
      RUNS,
    );
  });
});

describe("provider text parsers (app/features/concerts/event-parsers.ts)", () => {
  it("never throw on any description, and answer plain text without tags", () => {
    const html = fc.oneof(hostileString, fc.string({ maxLength: 200 }).map((text) => `<p>${text}</p><script>x</script><br/>&#x110000;&#0;&amp;`));
    fc.assert(
      fc.property(html, html, (name, description) => {
        const text = htmlToText(description);
        expect(text).not.toMatch(/<(script|p|br)\b/i);
        decodeEntities(description);
        const price = parseTicketPrice(text);
        if (price) expect(price.min).toBeLessThanOrEqual(price.max);
        const age = parseMinAge(name, text);
        if (age !== null) expect(age).toBeGreaterThanOrEqual(0);
        parseFestival(text);
        parseProgram(text, name);
      }),
      RUNS,
    );
  });

  it("event ids and chart requests: only short ids of safe characters and http(s) way-back links", () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, hostileString), fc.oneof(anyJson, hostileString, fc.webUrl()), (eventId, backUrl) => {
        const id = eventIdSchema.safeParse(eventId);
        if (id.success) expect(id.data).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        const chart = chartRequestSchema.safeParse({ eventId, backUrl });
        if (chart.success) expect(["http:", "https:"]).toContain(new URL(chart.data.backUrl).protocol);
      }),
      RUNS,
    );
  });
});

describe("language switching (app/i18n/languages.ts)", () => {
  const path = fc.oneof(fc.webPath(), hostileString.map((text) => `/${text}`), fc.constantFrom("//evil.example", "/en//evil.example", "/xx/\\evil.example", "/arm//evil.example/x", "/\\evil.example"));

  it("readLang answers one of our languages or null, for anything", () => {
    fc.assert(fc.property(fc.oneof(anyJson, hostileString), (value) => {
      expect([null, ...LANGS]).toContain(readLang(value));
    }), RUNS);
  });

  it("never redirects or switches to another site", () => {
    fc.assert(
      fc.property(path, fc.oneof(fc.constant(""), hostileString.map((text) => `?${text}`)), fc.constantFrom(...LANGS), (pathname, search, lang) => {
        for (const target of [canonicalLangRedirect(pathname, search), switchLangPath(pathname + search, lang)]) {
          if (target === null) continue;
          expect(target).toMatch(/^\/(am|en|ru)(\/|\?|#|$)/);
          expect(new URL(target, "https://hall.example.am").origin).toBe("https://hall.example.am");
        }
      }),
      RUNS,
    );
  });
});

describe("CSV cells (app/http/csv.ts)", () => {
  it("never start with a formula character, and quote and double every quote", () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, fc.string().map((text) => `=${text}`), fc.integer(), fc.constant(null)), (value) => {
        const cell = csvCell(value);
        const inner = cell.startsWith('"') ? cell.slice(1, -1) : cell;
        expect(inner).not.toMatch(/^[=+\-@\t\r]/);
        if (cell.startsWith('"')) expect(inner.replaceAll('""', "")).not.toContain('"');
        else expect(cell).not.toMatch(/[",\r\n]/);
      }),
      RUNS,
    );
  });
});
