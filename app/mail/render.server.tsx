import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { catalogueFor } from "../i18n/catalogues.server";
import { HTML_LANG } from "../i18n/languages";
import type { MailBlock, MailContent } from "./message";

// Inline styles only: mail clients drop <style> blocks and never load our stylesheet. No images
// of ours, so nothing is fetched when the message is opened (no tracking, no remote content); only
// a campaign's body may show pictures from the site's own uploads.
const INK = "#1f1a17";
const MUTED = "#6b625b";
const ACCENT = "#8a1c2b";
const styles = {
  body: { margin: 0, padding: "24px 12px", background: "#f6f2ec", color: INK, fontFamily: "Arial, 'Noto Sans Armenian', sans-serif" },
  card: { maxWidth: 560, margin: "0 auto", background: "#ffffff", border: "1px solid #e4ddd3", borderRadius: 8, padding: "28px 24px" },
  hall: { margin: "0 0 20px", fontSize: 13, letterSpacing: "0.04em", textTransform: "uppercase", color: ACCENT, fontWeight: 700 },
  heading: { margin: "0 0 16px", fontSize: 22, lineHeight: 1.3 },
  paragraph: { margin: "0 0 16px", fontSize: 16, lineHeight: 1.5 },
  // A line break written in a text paragraph (a reply's signature) stays a line break.
  textParagraph: { margin: "0 0 16px", fontSize: 16, lineHeight: 1.5, whiteSpace: "pre-line" },
  fields: { width: "100%", borderCollapse: "collapse", margin: "0 0 20px", fontSize: 15 },
  label: { padding: "8px 12px 8px 0", verticalAlign: "top", color: MUTED, whiteSpace: "nowrap", borderTop: "1px solid #eee7de" },
  value: { padding: "8px 0", verticalAlign: "top", whiteSpace: "pre-wrap", wordBreak: "break-word", borderTop: "1px solid #eee7de" },
  action: { display: "inline-block", margin: "4px 0 20px", padding: "12px 22px", background: ACCENT, color: "#ffffff", borderRadius: 999, fontWeight: 700, textDecoration: "none" },
  note: { margin: "0 0 12px", fontSize: 13, lineHeight: 1.5, color: MUTED },
  footer: { maxWidth: 560, margin: "16px auto 0", fontSize: 12, lineHeight: 1.5, color: MUTED, textAlign: "center" },
} satisfies Record<string, CSSProperties>;

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case "html":
      return <div style={styles.paragraph} dangerouslySetInnerHTML={{ __html: block.html }} />;
    case "paragraph":
      return <p style={styles.textParagraph}>{block.text}</p>;
    case "note":
      return (
        <p style={styles.note}>
          {block.text}
          {block.link ? (
            <>
              {" "}
              <a href={block.link.href} style={{ color: MUTED }}>
                {block.link.label}
              </a>
            </>
          ) : null}
        </p>
      );
    case "action":
      return (
        <p style={{ margin: 0 }}>
          <a href={block.href} style={styles.action}>
            {block.label}
          </a>
        </p>
      );
    case "fields":
      return (
        <table role="presentation" style={styles.fields}>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" align="left" style={{ ...styles.label, fontWeight: 400 }}>
                  {row.label}
                </th>
                <td style={styles.value}>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

/** The hall's letterhead around a message: its name above, its name and address below. */
export function MailDocument({ content }: { content: MailContent }) {
  const site = catalogueFor(content.lang).site;
  return (
    <html lang={HTML_LANG[content.lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={styles.body}>
        <div style={styles.card}>
          <p style={styles.hall}>{site.name}</p>
          <h1 style={styles.heading}>{content.heading}</h1>
          {content.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </div>
        <p style={styles.footer}>
          {site.name}
          <br />
          {site.address}
        </p>
      </body>
    </html>
  );
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "html":
      return block.text;
    case "paragraph":
      return block.text;
    case "note":
      return block.link ? `${block.text}\n${block.link.href}` : block.text;
    case "action":
      return `${block.label}:\n${block.href}`;
    case "fields":
      return block.rows.map((row) => (row.value.includes("\n") ? `${row.label}:\n${row.value}` : `${row.label}: ${row.value}`)).join("\n");
  }
}

/** The same message as plain text, for clients that show no HTML and for filters that read text. */
export function mailText(content: MailContent): string {
  const site = catalogueFor(content.lang).site;
  return [content.heading, ...content.blocks.map(blockText), `--\n${site.name}\n${site.address}`].join("\n\n") + "\n";
}

export function renderMail(content: MailContent): { subject: string; html: string; text: string } {
  return {
    // A subject is one line, whatever a visitor typed into the fields it quotes.
    subject: content.subject.replace(/\s+/g, " ").trim(),
    html: `<!doctype html>${renderToStaticMarkup(<MailDocument content={content} />)}`,
    text: mailText(content),
  };
}
