// Plain JavaScript (typed by layers.d.mts): eslint.config.js reads it to refuse an upward import, and
// tests/source/serverLayers.test.ts to check that every module has a layer and that nothing imports in a
// circle. docs/ARCHITECTURE.md ("Server layers") says why each layer sits where it does.

/**
 * The server's layers, bottom first. A module imports from its own layer and the layers below, never from
 * one above. `dirs` are folders of server/, `files` modules at its root.
 */
export const SERVER_LAYERS = [
  {
    name: 'settings and pure rules',
    dirs: ['common', 'search'],
    files: [
      'config.ts',
      'configValues.ts',
      'adminConfig.ts',
      'layers.mjs',
      'supportedNode.mjs',
      'requireSupportedNode.mjs',
    ],
  },
  { name: 'outside things', dirs: ['storage', 'transcode', 'fetch', 'providers'], files: [] },
  { name: 'database', dirs: ['db'], files: [] },
  { name: 'services on the database', dirs: ['upload', 'lyrics', 'og'], files: [] },
  { name: 'services on services', dirs: ['audio', 'artwork', 'pages', 'seed'], files: [] },
  { name: 'HTTP plumbing', dirs: ['http'], files: [] },
  { name: 'admin session', dirs: ['auth'], files: [] },
  { name: 'routes', dirs: ['routes'], files: [] },
  { name: 'entry points', dirs: ['import'], files: ['app.ts', 'main.ts'] },
];
