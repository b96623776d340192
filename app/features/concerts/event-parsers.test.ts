import { describe, expect, it } from "vitest";
import { DEMO_CONCERTS } from "../../eventhub/demo-concerts";
import { decodeEntities, descriptionWithoutPrice, descriptionWithoutProgram, htmlToText, parseFestival, parseMinAge, parseProgram, parseTicketPrice } from "./event-parsers";

describe("ticket price", () => {
  it.each([
    ["Ticket price: 5000 AMD", { min: 5000, max: 5000 }],
    ["Tickets 3,000-15,000 AMD", { min: 3000, max: 15000 }],
    ["Цена билета: 3 000–15 000 драм", { min: 3000, max: 15000 }],
    ["Стоимость билетов от 2000 драмов", { min: 2000, max: 2000 }],
    ["Տոմսի արժեքը՝ 4000–12000 դրամ", { min: 4000, max: 12000 }],
    ["Տոմսեր՝ 10 000 ֏", { min: 10000, max: 10000 }],
  ])("reads %s", (text, expected) => {
    expect(parseTicketPrice(text)).toEqual(expected);
  });

  it("finds nothing where no amount is followed by the currency", () => {
    expect(parseTicketPrice("Free entry for 300 guests")).toBeNull();
    expect(parseTicketPrice("Call +374 10 000000")).toBeNull();
  });
});

describe("minimum age", () => {
  it("prefers the concert's name over its description", () => {
    expect(parseMinAge("Peter and the Wolf 6+", "For children 12+")).toBe(6);
    expect(parseMinAge("Пётр и волк", "Для детей 6+")).toBe(6);
    expect(parseMinAge("Պետրոսն ու գայլը", "Երեխաների համար՝ 6 +")).toBe(6);
  });

  it("ignores phone numbers and concerts without an age", () => {
    expect(parseMinAge("Gala", "Box office +374 10 000000")).toBeNull();
    expect(parseMinAge("Symphony No. 9", "Beethoven")).toBeNull();
  });
});

describe("festival", () => {
  it.each([
    ["Festival: Armenian Music Days. Opening night.", "Armenian Music Days"],
    ["Фестиваль «Дни армянской музыки»", "Дни армянской музыки"],
    ["Փառատոն՝ Հայկական երաժշտության օրեր։", "Հայկական երաժշտության օրեր"],
  ])("reads the name after the word in %s", (text, expected) => {
    expect(parseFestival(text)).toBe(expected);
  });

  it("finds none when the word is absent", () => {
    expect(parseFestival("Symphony evening")).toBeNull();
  });
});

describe("programme", () => {
  it("takes the lines after the heading up to a blank line", () => {
    const text = "An evening of ballet music.\n\nProgram:\nKhachaturian: Spartacus\nKhachaturian: Gayane\n\nTicket price: 5000 AMD";
    expect(parseProgram(text)).toBe("Khachaturian: Spartacus\nKhachaturian: Gayane");
  });

  it("reads Russian and Armenian headings", () => {
    expect(parseProgram("Программа:\nЧайковский. Концерт № 1\n\nЦена")).toBe("Чайковский. Концерт № 1");
    expect(parseProgram("Ծրագիր՝\nԿոմիտաս\n\nՏոմսեր")).toBe("Կոմիտաս");
    expect(parseProgram("Programme: Brahms, Symphony No. 4")).toBe("Brahms, Symphony No. 4");
  });

  it("does not take a sentence that merely starts with the word Concert", () => {
    expect(parseProgram("Concert of sacred music by candlelight")).toBeNull();
  });

  it("falls back to the provider's eventInfo", () => {
    expect(parseProgram("No heading here", "Mozart, Requiem")).toBe("Mozart, Requiem");
    expect(parseProgram("No heading here", "  ")).toBeNull();
  });
});

describe("description text", () => {
  it("decodes the provider's escaped HTML into readable text with paragraphs", () => {
    const escaped = "&lt;p&gt;Evening&lt;/p&gt;&lt;p&gt;Program:&lt;br&gt;Komitas &amp;amp; Khachaturian&lt;/p&gt;";
    expect(htmlToText(decodeEntities(escaped))).toBe("Evening\n\nProgram:\nKomitas & Khachaturian");
  });

  it("decodes numeric entities", () => {
    expect(decodeEntities("&#1329;&#x0531; &#39;quoted&#39;")).toBe("ԱԱ 'quoted'");
  });
});

describe("the description beside the programme box", () => {
  it.each(["Program:", "Программа:", "Ծրագիր՝", "Concert programme:"])("leaves out the paragraph headed %s and keeps the others", (heading) => {
    const html = `<p>An evening of Khachaturian.</p><p>${heading}<br>Spartacus, Suite No. 2<br>Gayane</p><p>Tickets 5000 AMD</p>`;
    const shown = descriptionWithoutProgram(html);
    expect(shown).toBe("<p>An evening of Khachaturian.</p><p>Tickets 5000 AMD</p>");
    expect(parseProgram(htmlToText(html))).toBe("Spartacus, Suite No. 2\nGayane");
  });

  it("keeps a description that has no programme paragraph", () => {
    const html = "<p>The programme will be announced.</p>";
    expect(descriptionWithoutProgram(html)).toBe(html);
  });

  it("shows each demo concert's programme once in every language", () => {
    for (const concert of DEMO_CONCERTS) {
      for (const html of Object.values(concert.descriptionHtml)) {
        const program = parseProgram(htmlToText(html));
        if (!program) continue;
        const firstPiece = program.split("\n")[0]!;
        expect(htmlToText(descriptionWithoutProgram(html))).not.toContain(firstPiece);
        expect(htmlToText(html)).toContain(firstPiece);
      }
    }
  });
});

describe("the description beside the price fact", () => {
  it.each(["Ticket price: 3000–15000 AMD", "Цена билета: 3 000–15 000 драм.", "Տոմսի արժեքը՝ 4000 դրամ", "5,000 AMD"])("leaves out the paragraph that only says %s", (line) => {
    const html = `<p>An evening of Khachaturian.</p><p>${line}</p><p>With the orchestra.</p>`;
    expect(descriptionWithoutPrice(html)).toBe("<p>An evening of Khachaturian.</p><p>With the orchestra.</p>");
  });

  it("keeps a paragraph where the price is part of a sentence", () => {
    const html = "<p>Students pay 2000 AMD at the box office on the day of the concert, with their card.</p>";
    expect(descriptionWithoutPrice(html)).toBe(html);
  });

  it("prints each demo concert's price once in every language", () => {
    for (const concert of DEMO_CONCERTS) {
      for (const html of Object.values(concert.descriptionHtml)) {
        if (!parseTicketPrice(htmlToText(html))) continue;
        expect(parseTicketPrice(htmlToText(descriptionWithoutPrice(html))), html).toBeNull();
      }
    }
  });
});
