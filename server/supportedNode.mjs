// The Node.js lines Naat Stream runs on and is tested on, each from a release that has everything it needs:
// 20.19 loads ES-module-only packages with require(); 22.16 is the first 22 with every node:sqlite call the
// database driver's adapter makes (server/db/sqlite/nodeSqlite.ts, tested beside better-sqlite3 on 22).
// package.json's `engines` says the same (a test holds them together). No syntax newer than ES2019: it must
// run, and say so, on the very Node it refuses.

/** Newest line first. */
export const SUPPORTED_NODE_LINES = [
  { major: 24, minor: 0 },
  { major: 22, minor: 16 },
  { major: 20, minor: 19 },
];

/** The semver range for package.json's `engines.node`: ^20.19.0 || ^22.16.0 || ^24.0.0. */
export function nodeEngineRange() {
  return [...SUPPORTED_NODE_LINES]
    .reverse()
    .map((line) => `^${line.major}.${line.minor}.0`)
    .join(' || ');
}

/** Whether `version` ("22.16.0", as in process.versions.node) is on a supported line, late enough in it. */
export function isSupportedNode(version) {
  const [major, minor] = String(version).replace(/^v/, '').split('.').map(Number);
  return SUPPORTED_NODE_LINES.some((line) => line.major === major && minor >= line.minor);
}

/** One sentence for a person whose Node is not supported, or null when it is. */
export function unsupportedNodeMessage(version) {
  if (isSupportedNode(version)) return null;
  const lines = SUPPORTED_NODE_LINES.map((line) =>
    line.minor === 0 ? `${line.major}` : `${line.major} (${line.major}.${line.minor} or later)`,
  );
  const last = lines.pop();
  return `Node.js ${version} is not supported: Naat Stream runs on Node.js ${lines.join(', ')} or ${last}.`;
}
