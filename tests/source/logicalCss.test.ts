/**
 * The stylesheets mirror by themselves right to left: they use logical properties (`margin-inline-start`,
 * `inset-inline-end`, `text-align: start`), never a physical left or right, except on a line that says why
 * it must stay physical (`/* physical: ... *\/`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const PHYSICAL = [
  /(^|[\s;{])(left|right)\s*:/,
  /\b(margin|padding|border)-(left|right)\b/,
  /\bborder-(top|bottom)-(left|right)-radius\b/,
  /\btext-align\s*:\s*(left|right)\b/,
  /\b(float|clear)\s*:\s*(left|right)\b/,
];

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

it('uses no physical left or right in the stylesheets', () => {
  const found = stylesheets(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        PHYSICAL.some((rule) => rule.test(line)) && !line.includes('/* physical:')
          ? [`${path.relative(SRC, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
  expect(found).toEqual([]);
});
