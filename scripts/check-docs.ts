/**
 * Records that stay true (docs/decisions/021-records-that-stay-true.md), run by `npm run lint`:
 * - every repository path named in docs/ (and the README) or in a code comment exists;
 * - every Markdown link of a doc leads to a file that exists;
 * - every decision record names its date and status;
 * - docs/architecture.md's "Where things live" names every folder of app/features/;
 * - nothing cites a tracker issue (the repository does not hold the tracker: say what the issue
 *   decided, or name the doc that does).
 * Prints one line per problem and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "..");
/** Where the code and the docs live; build output, dependencies and test output are not read. */
const SOURCE_ROOTS = ["app", "server", "scripts", "tests", "docs"];
const TOP_FILES = ["README.md", "server.js", "eslint.config.js", "vite.config.ts", "vitest.config.ts", "playwright.config.ts", "react-router.config.ts", "drizzle.config.ts"];
const SKIPPED_DIRS = new Set(["node_modules", "build", ".react-router", "test-results", "playwright-report", "screenshots"]);
const CODE = /\.(?:ts|tsx|js|mjs|cjs|css)$/;

/** A path from the repository root: a top folder, then segments; placeholders (`<x>`, `*`, `{a,b}`) end the check. */
const REPO_PATH = /(?<![\w./@-])((?:app|server|scripts|tests|docs|drizzle|public)\/[\w.$@+[\]/-]*)/g;
const TRACKER = /\b(?:issues?|pull requests?|PRs?)\s+#?\d+|(?<![&\w])#\d{1,4}\b(?![\w;-])/gi;

type Problem = { file: string; line: number; text: string };

function filesUnder(dir: string): string[] {
  const absolute = path.join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith(".")) return [];
    const relative = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

/** The comments of a source file, each with the line it starts on (read with TypeScript's scanner). */
function commentsOf(file: string, text: string): { text: string; line: number }[] {
  if (file.endsWith(".css")) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({ text: match[0], line: lineAt(text, match.index) }));
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Set<number>();
  const comments: { text: string; line: number }[] = [];
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ text: text.slice(range.pos, range.end), line: lineAt(text, range.pos) });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return comments;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = 0; at < index; at++) if (text.charCodeAt(at) === 10) line++;
  return line;
}

/** Whether a named path exists; a trailing dot or slash is the sentence's, not the path's. */
function pathExists(named: string): boolean {
  const trimmed = named.replace(/[.,:;)\]]+$/, "").replace(/\/+$/, "");
  if (!trimmed.includes("/")) return true;
  if (existsSync(path.join(ROOT, trimmed))) return true;
  // `app/routes/admin.tsx`-like names of React Router's generated types, or a file named without its extension.
  return [".ts", ".tsx", ".js", ".md"].some((extension) => existsSync(path.join(ROOT, trimmed + extension)));
}

function check(file: string, text: string, line: number, problems: Problem[], { links }: { links: boolean }) {
  const lines = text.split("\n");
  lines.forEach((content, offset) => {
    const at = line + offset;
    for (const match of content.matchAll(REPO_PATH)) {
      const after = content[match.index + match[0].length];
      if (after === "<" || after === "*" || after === "{") continue;
      // A file's former name, said as such ("the former `app/…`"), is history, not a reference.
      if (/\bformer(?:ly)?\W*$/.test(content.slice(Math.max(0, match.index - 12), match.index))) continue;
      if (!pathExists(match[1]!)) problems.push({ file, line: at, text: `names ${match[1]}, which does not exist` });
    }
    for (const match of content.matchAll(TRACKER)) {
      problems.push({ file, line: at, text: `cites a tracker issue ("${match[0]}"): say what was decided, or name the doc that records it` });
    }
    if (links) {
      for (const match of content.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1]!.split("#")[0]!;
        if (!target || /^[a-z]+:/i.test(target)) continue;
        if (!existsSync(path.resolve(path.dirname(path.join(ROOT, file)), decodeURI(target)))) {
          problems.push({ file, line: at, text: `links to ${match[1]}, which does not exist` });
        }
      }
    }
  });
}

function checkDecision(file: string, text: string, problems: Problem[]) {
  const head = text.split("\n").slice(0, 12).join("\n");
  if (!/^- Date: \d{4}-\d{2}-\d{2}\b/m.test(head)) problems.push({ file, line: 1, text: "a decision record needs its date (`- Date: YYYY-MM-DD`) under the title" });
  if (!/^- Status: \S/m.test(head)) problems.push({ file, line: 1, text: "a decision record needs its status (`- Status: Accepted`, `Superseded by …`) under the title" });
}

/** The feature index of docs/architecture.md lists every feature folder as `name/`. */
function checkFeatureIndex(problems: Problem[]) {
  const file = path.join("docs", "architecture.md");
  const text = readFileSync(path.join(ROOT, file), "utf8");
  for (const entry of readdirSync(path.join(ROOT, "app", "features"), { withFileTypes: true })) {
    if (entry.isDirectory() && !text.includes(`\`${entry.name}/\``)) {
      problems.push({ file, line: 1, text: `"Where things live" does not name the feature \`${entry.name}/\`: add a line saying what it holds` });
    }
  }
}

export function checkRecords(): Problem[] {
  const problems: Problem[] = [];
  checkFeatureIndex(problems);
  const files = [...TOP_FILES.filter((file) => existsSync(path.join(ROOT, file))), ...SOURCE_ROOTS.flatMap(filesUnder)];
  for (const file of files) {
    if (!statSync(path.join(ROOT, file)).isFile()) continue;
    if (file === path.join("scripts", "check-docs.ts")) continue;
    const text = readFileSync(path.join(ROOT, file), "utf8");
    if (file.endsWith(".md")) {
      check(file, text, 1, problems, { links: true });
      if (/^docs\/decisions\/\d{3}-/.test(file)) checkDecision(file, text, problems);
    } else if (CODE.test(file)) {
      for (const comment of commentsOf(file, text)) check(file, comment.text, comment.line, problems, { links: false });
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkRecords();
  for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.text}`);
  if (problems.length) {
    console.error(`\n${problems.length} record(s) no longer true (docs/decisions/021-records-that-stay-true.md).`);
    process.exit(1);
  }
  console.log("docs check: every named path exists, every decision is dated, no tracker issue is cited");
}
