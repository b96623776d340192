import { describe, expect, it } from "vitest";
import { richTextToPlain, sanitiseRichText } from "./rich-text.server";

describe("rich text written by staff", () => {
  it("keeps headings, paragraphs, emphasis, lists and links", () => {
    const html = '<h2>Tonight</h2><p><strong>Komitas</strong> and <em>Khachaturian</em></p><ul><li>one</li></ul><a href="https://example.am/x">more</a>';
    expect(sanitiseRichText(html)).toBe(
      '<h2>Tonight</h2><p><strong>Komitas</strong> and <em>Khachaturian</em></p><ul><li>one</li></ul><a href="https://example.am/x" rel="noopener noreferrer">more</a>',
    );
  });

  it("drops scripts, handlers, styles and javascript: links", () => {
    const html = '<p onclick="x()" style="color:red">hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://e.example"></iframe>';
    const clean = sanitiseRichText(html);
    expect(clean).not.toMatch(/script|onclick|style|javascript|iframe/i);
    expect(clean).toContain("<p>hi</p>");
  });

  it("keeps pictures only from sources the caller accepts", () => {
    const html = '<img src="/uploads/a.webp" alt="hall"><img src="https://evil.example/p.gif">';
    expect(sanitiseRichText(html)).toBe("");
    expect(sanitiseRichText(html, { allowImage: (src) => src.startsWith("/uploads/") })).toBe('<img src="/uploads/a.webp" alt="hall" />');
  });

  it("reads as plain text, one block a line", () => {
    expect(richTextToPlain("<h2>Title</h2><p>One &amp; two</p><ul><li>a</li><li>b</li></ul>")).toBe("Title\nOne &amp; two\na\nb");
  });
});
