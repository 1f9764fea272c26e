#!/usr/bin/env node
// Fills deploy/naat-stream.conf's placeholders and prints the result:
//   node deploy/render-nginx.mjs --listen 80 --instances 127.0.0.1:8081,127.0.0.1:8082 \
//     --static /srv/naat-stream/dist --audio /srv/naat-stream/data/audio > /etc/nginx/sites-available/naat-stream
// An instance on nginx's own host may be a Unix socket (SOCKET_PATH): unix:/run/naat-stream-1/app.sock.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export function renderNginx({ listen, instances, staticDir, audioDir }) {
  if (instances.length === 0) throw new Error('--instances needs at least one host:port or unix:/path');
  for (const instance of instances) {
    if (!/^[\w.-]+:\d{1,5}$/.test(instance) && !/^unix:\/[^\s;{}'"]+$/.test(instance))
      throw new Error(`Not a host:port or unix:/absolute/path: "${instance}"`);
  }
  for (const [name, dir] of [
    ['--static', staticDir],
    ['--audio', audioDir],
  ]) {
    if (!path.isAbsolute(dir) || /[\s;{}'"]/.test(dir))
      throw new Error(`${name} must be an absolute path without spaces: "${dir}"`);
  }
  if (!/^[\w.:[\]-]+$/.test(String(listen))) throw new Error(`Not a listen address: "${listen}"`);
  const template = readFileSync(path.join(import.meta.dirname, 'naat-stream.conf'), 'utf8');
  return template
    .replace(
      '@UPSTREAM_SERVERS@',
      instances.map((instance) => `    server ${instance} max_fails=1 fail_timeout=5s;`).join('\n'),
    )
    .replaceAll('@LISTEN@', String(listen))
    .replaceAll('@STATIC_DIR@', staticDir.replace(/\/$/, ''))
    .replaceAll('@AUDIO_DIR@', audioDir.replace(/\/$/, ''));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '80' },
      instances: { type: 'string' },
      static: { type: 'string' },
      audio: { type: 'string' },
    },
  });
  if (!values.instances || !values.static || !values.audio) {
    console.error(
      'Usage: node deploy/render-nginx.mjs --listen 80 --instances 127.0.0.1:8081,unix:/run/naat-stream-2/app.sock --static <dist> --audio <DATA_DIR/audio>',
    );
    process.exit(2);
  }
  try {
    process.stdout.write(
      renderNginx({
        listen: values.listen,
        instances: values.instances
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        staticDir: path.resolve(values.static),
        audioDir: path.resolve(values.audio),
      }),
    );
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}
