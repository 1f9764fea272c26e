// Precompresses the built app's hashed text files in assets/ (gzip and brotli, at their highest levels) next
// to the originals, so the server sends them compressed without spending CPU per request (@fastify/static
// `preCompressed`). Only hashed files: a copy can never go stale, even when a later `vite build` into a
// folder outside the project (which Vite does not empty) skips this script; sw.js and other fixed names are
// left alone for that reason, and index.html and the manifest are rewritten and compressed by the server.
// Usage: node scripts/compress-build.mjs [outDir]; also called by build-if-needed.mjs after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|json|txt|xml)$/;
/** Below this, the headers of a compressed answer cost about what compression saves. */
const MIN_BYTES = 1024;

export function compressBuild(outDir) {
  let files = 0;
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (TEXT.test(name) && statSync(file).size >= MIN_BYTES) {
        const body = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        files += 1;
      }
    }
  };
  walk(path.join(outDir, 'assets'));
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = path.resolve(process.argv[2] ?? 'dist');
  console.log(`Precompressed ${compressBuild(outDir)} files in ${outDir} (.gz, .br)`);
}
