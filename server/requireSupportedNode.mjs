// Imported first by every way of starting the server (server/main.ts, scripts/start.mjs): on a Node.js it does
// not support, it says so in one sentence and stops before anything else runs.
import { unsupportedNodeMessage } from './supportedNode.mjs';

const message = unsupportedNodeMessage(process.versions.node);
if (message !== null) {
  console.error(message);
  process.exit(1);
}
