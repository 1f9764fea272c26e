/**
 * Every user-facing text of the page comes from the message catalogues (src/i18n/catalogs): this test reads
 * the source and fails on text written straight into a component (JSX text, a text attribute such as
 * `aria-label`, or a `message`/`label` field), naming each file and line.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
/** Attributes a user reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
/** Object fields that carry a text to show (toasts, menu items, options). */
const TEXT_FIELDS = new Set(['message', 'label', 'ariaLabel', 'description', 'text', 'confirmLabel']);
/** Names that stay as they are in every language. */
const NAMES = new Set(['Quran.com', 'Sunnah.com', 'English', 'اردو']);
/**
 * Files still being moved to the catalogues; the list only shrinks (a test below fails on a listed file that
 * has no such text left).
 */
const PENDING = new Set<string>([]);

/** A message id (`area.what`) names a text; it is not one. */
const MESSAGE_ID = /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/;

const hasWords = (text: string): boolean =>
  /[A-Za-z\u0600-\u06FF]{2,}/.test(text) && !NAMES.has(text.trim()) && !MESSAGE_ID.test(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'catalogs' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function literalText(node: ts.Node | undefined): string | null {
  if (node === undefined) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) return literalText(node.whenTrue) ?? literalText(node.whenFalse);
  return null;
}

function uiTextIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(SRC, file)}:${line + 1}: ${JSON.stringify(text.trim().slice(0, 60))}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText())) {
      const text = literalText(node.initializer);
      if (text !== null && hasWords(text)) report(node, text);
    }
    if (ts.isPropertyAssignment(node) && TEXT_FIELDS.has(node.name.getText())) {
      const text = literalText(node.initializer);
      if (text !== null && hasWords(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sourceFiles(SRC);

describe('interface text', () => {
  it('comes from the message catalogues', () => {
    const found = files.filter((file) => !PENDING.has(path.relative(SRC, file))).flatMap(uiTextIn);
    expect(found).toEqual([]);
  });

  it('lists as pending only files that still hold text', () => {
    const done = [...PENDING].filter((file) => uiTextIn(path.join(SRC, file)).length === 0);
    expect(done).toEqual([]);
  });
});
