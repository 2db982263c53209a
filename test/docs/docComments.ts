/**
 * Reads the doc comments (`/** ... *\/`) of the library's sources with the TypeScript parser, so
 * that a `/**` inside a string, template or regular expression is never taken for one, and cuts
 * their examples out: every `@example` block and every fenced ```ts block, with the line each
 * starts on. Shared by the tests of `test/docs/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The repository's root folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** One doc comment: the file (relative to the root, with `/`), the line it starts on (1-based) and its text. */
export interface DocComment {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** One example cut out of a doc comment or a Markdown file: where its first code line is, and its code. */
export interface DocExample {
  readonly file: string;
  /** The file's line of the example's first code line (1-based). */
  readonly line: number;
  readonly code: string;
}

/** Every `.ts` file below a folder of the repository, sorted, relative to the root. */
export function sourceFiles(folder = 'src'): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : e.name.endsWith('.ts') ? [`${dir}/${e.name}`] : []))
      .sort();
  return walk(folder);
}

/** The doc comments of one source file, in order. */
export function docCommentsOf(file: string, text = readFileSync(path.join(ROOT, file), 'utf8')): DocComment[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const seen = new Set<number>();
  const found: DocComment[] = [];
  const visit = (node: ts.Node): void => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const comment = text.slice(range.pos, range.end);
      if (comment.startsWith('/**') && comment !== '/**/') {
        found.push({ file, line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: comment });
      }
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return found.sort((a, b) => a.line - b.line);
}

/** The lines of a doc comment without the comment's frame (`/**`, ` * `, `*\/`), one per source line. */
export function commentLines(comment: DocComment): string[] {
  return comment.text.split('\n').map((raw, i, all) => {
    let line = raw;
    if (i === 0) line = line.replace(/^\s*\/\*\*/, '');
    if (i === all.length - 1) line = line.replace(/\*\/\s*$/, '');
    return i === 0 ? line.replace(/^ /, '') : line.replace(/^\s*\* ?/, '').replace(/^\s*$/, '');
  });
}

const FENCE = /^\s*```\s*(\S*)/;
const TS_FENCE = new Set(['ts', 'typescript', 'tsx', 'js', 'javascript']);

/**
 * The examples of a doc comment: each `@example` block (its lines up to the next tag line or a
 * fence) and each fenced ```ts block. Inside an `@example`, a fenced block is read as its code.
 */
export function examplesOf(comment: DocComment): DocExample[] {
  const lines = commentLines(comment);
  const examples: DocExample[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (fence) {
      const end = closingFence(lines, i + 1);
      if (TS_FENCE.has(fence[1]!.toLowerCase())) examples.push(block(comment, lines, i + 1, end));
      i = end + 1;
      continue;
    }
    const tag = /^\s*@example\b(.*)$/.exec(line);
    if (tag) {
      let start = i + 1;
      while (start < lines.length && lines[start]!.trim() === '') start += 1;
      if (start < lines.length && FENCE.test(lines[start]!)) {
        i = start;
        continue;
      }
      let end = start;
      while (end < lines.length && !/^\s*@\w/.test(lines[end]!) && !FENCE.test(lines[end]!)) end += 1;
      if (tag[1]!.trim() !== '') examples.push({ file: comment.file, line: comment.line + i, code: tag[1]!.trim() });
      if (lines.slice(start, end).some((l) => l.trim() !== '')) examples.push(block(comment, lines, start, end));
      i = end;
      continue;
    }
    i += 1;
  }
  return examples;
}

function closingFence(lines: readonly string[], from: number): number {
  let end = from;
  while (end < lines.length && !/^\s*```\s*$/.test(lines[end]!)) end += 1;
  return end;
}

function block(comment: DocComment, lines: readonly string[], start: number, end: number): DocExample {
  const body = lines.slice(start, end);
  while (body.length > 0 && body[body.length - 1]!.trim() === '') body.pop();
  return { file: comment.file, line: comment.line + start, code: body.join('\n') };
}

/** The fenced ```ts blocks of a Markdown file of the repository. */
export function markdownExamples(file: string, text = readFileSync(path.join(ROOT, file), 'utf8')): DocExample[] {
  const lines = text.split('\n');
  const examples: DocExample[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const fence = FENCE.exec(lines[i]!);
    if (!fence) continue;
    const end = closingFence(lines, i + 1);
    if (TS_FENCE.has(fence[1]!.toLowerCase())) examples.push({ file, line: i + 2, code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return examples;
}
