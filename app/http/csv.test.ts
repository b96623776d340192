import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("keeps plain and Armenian text as it is", () => {
    expect(csvCell("anahit@example.am")).toBe("anahit@example.am");
    expect(csvCell("Երևան, Մաշտոցի պող. 46")).toBe('"Երևան, Մաշտոցի պող. 46"');
    expect(csvCell("Արամ Խաչատրյան")).toBe("Արամ Խաչատրյան");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
  });

  it("neutralises every character a spreadsheet starts a formula with", () => {
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe("\"'\r=1\"");
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it("leaves those characters alone anywhere but first", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("1+1-2")).toBe("1+1-2");
    expect(csvCell("x@example.am")).toBe("x@example.am");
  });
});

describe("toCsv", () => {
  it("starts with a byte order mark and ends every row with CRLF", () => {
    const csv = toCsv([
      ["ID", "Email"],
      [1, "Անի@օրինակ.հայ"],
      [2, "=cmd"],
    ]);
    expect(csv).toBe("\uFEFFID,Email\r\n1,Անի@օրինակ.հայ\r\n2,'=cmd\r\n");
  });

  it("keeps a multi-line cell inside one row", () => {
    expect(toCsv([["a", "b\nc"]])).toBe('\uFEFFa,"b\nc"\r\n');
  });

  it("gives only the byte order mark for no rows", () => {
    expect(toCsv([])).toBe("\uFEFF");
  });
});
