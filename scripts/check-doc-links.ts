/**
 * `npm run lint` runs this: fails when README.md or docs/*.md links to a file or heading that does not exist,
 * or names in backticks a repository path (`server/routes/media.ts`, `src/features/x/`) that does not exist.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDoc, headingAnchors, type Repository } from './docLinks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const anchorCache = new Map<string, Set<string>>();
const repo: Repository = {
  exists: (file) => existsSync(path.join(root, file)),
  anchors(file) {
    let anchors = anchorCache.get(file);
    if (!anchors) {
      anchors = headingAnchors(read(file));
      anchorCache.set(file, anchors);
    }
    return anchors;
  },
};

const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];
const problems = docs.flatMap((file) => checkDoc(file, read(file), repo));
for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
if (problems.length > 0) {
  console.error(`${problems.length} broken doc link(s) or path(s).`);
  process.exit(1);
}
console.log(`Doc links: ${docs.length} files checked, none broken.`);
