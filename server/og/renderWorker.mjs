// The card renderer's own thread (server/og/renderer.ts starts it): resvg draws the SVG and encodes the PNG,
// both CPU work (150-400 ms a card on this machine) that would otherwise hold the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';

const options = {
  font: { loadSystemFonts: false, fontFiles: workerData.fontFiles, defaultFontFamily: workerData.family },
  logLevel: 'off',
};

parentPort.on('message', ({ id, svg }) => {
  try {
    const png = new Resvg(svg, options).render().asPng();
    // A fresh copy whose memory can be handed over to the main thread without another copy.
    const bytes = new Uint8Array(png);
    parentPort.postMessage({ id, png: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
