#!/usr/bin/env node
// Fills deploy/naat-stream.conf's placeholders and prints the result:
//   node deploy/render-nginx.mjs --listen 80 --instances 127.0.0.1:8081,127.0.0.1:8082 \
//     --static /srv/naat-stream/dist --audio /srv/naat-stream/data/audio > /etc/nginx/sites-available/naat-stream
// An instance on nginx's own host may be a Unix socket (SOCKET_PATH): unix:/run/naat-stream-1/app.sock.
// Without --audio (audio in S3) nginx sends /Audio/ to the instances, which redirect to the bucket.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AUDIO_TYPES, STORED_NAME_PATTERN } from '../contract/storedNameRule.mjs';

/** nginx's `types {}` entries: one type per line with its extensions, from the app's own table. */
function audioTypes() {
  const byType = new Map();
  for (const [ext, type] of Object.entries(AUDIO_TYPES)) byType.set(type, [...(byType.get(type) ?? []), ext]);
  return [...byType].map(([type, exts]) => `${type} ${exts.join(' ')};`).join(' ');
}

export function renderNginx({ listen, instances, staticDir, audioDir = null }) {
  if (instances.length === 0) throw new Error('--instances needs at least one host:port or unix:/path');
  for (const instance of instances) {
    if (!/^[\w.-]+:\d{1,5}$/.test(instance) && !/^unix:\/[^\s;{}'"]+$/.test(instance))
      throw new Error(`Not a host:port or unix:/absolute/path: "${instance}"`);
  }
  for (const [name, dir] of [
    ['--static', staticDir],
    ...(audioDir === null ? [] : [['--audio', audioDir]]),
  ]) {
    if (!path.isAbsolute(dir) || /[\s;{}'"]/.test(dir))
      throw new Error(`${name} must be an absolute path without spaces: "${dir}"`);
  }
  if (!/^[\w.:[\]-]+$/.test(String(listen))) throw new Error(`Not a listen address: "${listen}"`);
  // The pattern goes inside a double-quoted nginx string: it holds no quote, brace-free parts aside.
  if (/["\s;]/.test(STORED_NAME_PATTERN))
    throw new Error('The stored-name pattern cannot go into nginx as it is');
  let template = readFileSync(path.join(import.meta.dirname, 'naat-stream.conf'), 'utf8');
  template =
    audioDir === null
      ? template.replace(/ *# @AUDIO_BEGIN@[\s\S]*# @AUDIO_END@\n/, '')
      : template.replace(/ *# @AUDIO_BEGIN@[^\n]*\n/, '').replace(/ *# @AUDIO_END@\n/, '');
  return template
    .replace(
      '@UPSTREAM_SERVERS@',
      instances.map((instance) => `    server ${instance} max_fails=1 fail_timeout=5s;`).join('\n'),
    )
    .replaceAll('@LISTEN@', String(listen))
    .replaceAll('@STATIC_DIR@', staticDir.replace(/\/$/, ''))
    .replaceAll('@STORED_NAME@', STORED_NAME_PATTERN)
    .replaceAll('@AUDIO_TYPES@', audioTypes())
    .replaceAll('@AUDIO_DIR@', (audioDir ?? '').replace(/\/$/, ''));
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
  if (!values.instances || !values.static) {
    console.error(
      'Usage: node deploy/render-nginx.mjs --listen 80 --instances 127.0.0.1:8081,unix:/run/naat-stream-2/app.sock --static <dist> [--audio <DATA_DIR/audio>]',
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
        audioDir: values.audio ? path.resolve(values.audio) : null,
      }),
    );
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}
