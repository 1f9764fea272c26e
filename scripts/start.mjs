// `npm start`: build the app if needed, then run the API server, which also serves the built app.
// First: on a Node.js it does not support, it says so in one sentence and stops here.
import '../server/requireSupportedNode.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfNeeded(process.env.STATIC_DIR ? path.resolve(process.env.STATIC_DIR) : undefined);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
