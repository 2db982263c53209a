/**
 * What a doc comment may cite. Doc comments ship in the package's type declarations and are read
 * in an editor, from `node_modules`: they may name what the package ships (`files` of
 * package.json: `dist/`, `data/`, README.md, NOTICE), the project's decisions by number (`D17`,
 * which must exist in docs/DECISIONS.md; the README says where they are), public sources by name
 * or address, and the package's own exports. They may not cite a file the package does not ship:
 * a path into the repository's other folders (`test/`, `bench/`, `docs/`, `src/`, ...), a path
 * outside it (`../shared/`, `shared/`), a Markdown file other than the README, or the
 * specification and its notes by their files' sections (`specification 4.6`, `DECISIONS 8`,
 * `FORMAT-NOTES 1`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { commentLines, ROOT, type DocComment } from './docComments.js';

/** A citation a doc comment may not make: where, what, and why. */
export interface BadCitation {
  readonly file: string;
  readonly line: number;
  readonly cited: string;
  readonly reason: string;
}

/** What the package ships: the `files` of package.json (plus package.json itself, always packed). */
export function shippedEntries(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { files?: string[] };
  return [...(pkg.files ?? []), 'package.json'].map((f) => f.replace(/^\.\//, '').replace(/\/$/, ''));
}

/** The decision numbers docs/DECISIONS.md holds (`## D17. ...`). */
export function decisionNumbers(text = readFileSync(path.join(ROOT, 'docs', 'DECISIONS.md'), 'utf8')): Set<number> {
  return new Set([...text.matchAll(/^##\s+D(\d+)\b/gm)].map((m) => Number(m[1])));
}

const CONTRACT: readonly { readonly pattern: RegExp; readonly reason: string }[] = [
  { pattern: /\bspecification(?:'s)?\s+(?:(?:field\s+)?table\s+|sections?\s+)?\d+(?:\.\d+)?/gi, reason: 'cites the specification by section: its file is not shipped; name the object or endpoint instead' },
  { pattern: /\bDECISIONS(?:-local)?\b(?:\s+sections?)?(?:\s+\d+(?:\.\d+)?)?/g, reason: 'cites the specification\'s DECISIONS file, which is not shipped; state the rule, or cite a project decision as Dnn' },
  { pattern: /\bFORMAT-NOTES\b(?:\s+(?:section\s+)?\d+)?/g, reason: 'cites the specification\'s FORMAT-NOTES file, which is not shipped; state the rule' },
  { pattern: /\binterface-specification(?:\.md)?\b/g, reason: 'cites the specification\'s file, which is not shipped' },
];

// A path: segments of file-name characters joined by `/`, at least one `/`. URLs and absolute
// paths (a user's file, a request path) are not citations of the repository.
const PATH = /(?<![\w/:.@-])(?:\.{1,2}\/)*[\w.@*{}-]+(?:\/[\w.@*{}-]+)+\/?|(?<![\w/.-])[\w-]+\.md\b/g;

/**
 * The citations of a doc comment that point at files the package does not ship, one per
 * citation, with the comment's file line. `topLevel` is the repository's top-level entries.
 */
export function badCitations(comment: DocComment, context: CitationContext): BadCitation[] {
  const found: BadCitation[] = [];
  commentLines(comment).forEach((raw, i) => {
    const line = comment.line + i;
    // The module an example imports is code, not a citation.
    const text = raw.replace(/(\bfrom\s*|\bimport\s*)(['"])[^'"]*\2/g, '$1$2$2');
    for (const { pattern, reason } of CONTRACT) {
      for (const m of text.matchAll(pattern)) found.push({ file: comment.file, line, cited: m[0], reason });
    }
    for (const m of text.matchAll(/\bD(\d{1,3})\b/g)) {
      if (!context.decisions.has(Number(m[1]))) found.push({ file: comment.file, line, cited: m[0], reason: 'names a decision docs/DECISIONS.md does not hold' });
    }
    for (const m of text.matchAll(/(?<![\w/.@-])[\w.@-]+\.[A-Za-z]{2,4}\b/g)) {
      if (context.unshippedNames.has(m[0]) && !context.shipped.has(m[0])) found.push({ file: comment.file, line, cited: m[0], reason: 'names a file of the repository the package does not ship; describe it instead' });
    }
    for (const m of text.matchAll(PATH)) {
      const cited = m[0].replace(/\.+$/, '');
      if (/\.md$/.test(cited) && !cited.includes('/')) {
        if (!context.shipped.has(cited)) found.push({ file: comment.file, line, cited, reason: 'names a Markdown file the package does not ship' });
        continue;
      }
      if (cited.startsWith('../')) {
        found.push({ file: comment.file, line, cited, reason: 'cites a path outside the repository' });
        continue;
      }
      const first = cited.replace(/^\.\//, '').split('/')[0]!;
      if (first === 'shared') {
        found.push({ file: comment.file, line, cited, reason: 'cites the shared folder beside the repository, which is not shipped' });
      } else if (context.topLevel.has(first) && !context.shipped.has(first)) {
        found.push({ file: comment.file, line, cited, reason: `cites ${first}/, which the package does not ship (package.json "files")` });
      } else if (first === 'data' && !/[*{}]/.test(cited) && !existsSync(path.join(ROOT, cited.replace(/\/$/, '')))) {
        found.push({ file: comment.file, line, cited, reason: 'cites a file of data/ that does not exist' });
      }
    }
  });
  return found;
}

/** What {@link badCitations} compares a comment with. */
export interface CitationContext {
  /** The repository's top-level entries. */
  readonly topLevel: ReadonlySet<string>;
  /** The top-level entries the package ships. */
  readonly shipped: ReadonlySet<string>;
  /** The decision numbers of docs/DECISIONS.md. */
  readonly decisions: ReadonlySet<number>;
  /** The names of the files of the repository's unshipped folders (`java-oracle.json`). */
  readonly unshippedNames: ReadonlySet<string>;
}

/**
 * Third-party files the repository keeps a copy of under their publisher's name (Retrosheet's
 * `CurrentNames.csv`, Lahman's `Parks.csv`): naming them names a public source, not our copy.
 */
const PUBLISHED_COPIES = ['test/fixtures/retrosheet', 'test/fixtures/lahman'];

/** The context {@link badCitations} reads, from the repository. */
export function citationContext(): CitationContext {
  const topLevel = new Set(readdirSync(ROOT).filter((e) => !e.startsWith('.') && e !== 'node_modules'));
  const shipped = new Set(shippedEntries());
  const unshippedNames = new Set<string>();
  const walk = (dir: string): void => {
    if (PUBLISHED_COPIES.includes(dir)) return;
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${dir}/${entry.name}`);
      else unshippedNames.add(entry.name);
    }
  };
  for (const entry of topLevel) {
    if (shipped.has(entry) || entry === 'src') continue;
    if (statSync(path.join(ROOT, entry)).isDirectory()) walk(entry);
  }
  return { topLevel, shipped, decisions: decisionNumbers(), unshippedNames };
}
