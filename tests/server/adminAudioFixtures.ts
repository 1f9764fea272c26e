/** Real audio for the admin server tests, made on the spot so every test has a file it can trust. */
import { Mp3Encoder } from '@breezystack/lamejs';

/** A real MP3 of `seconds` seconds of a 440 Hz tone (mono, 22.05 kHz, 32 kbps). */
export function makeMp3(seconds: number): Buffer {
  const sampleRate = 22050;
  const encoder = new Mp3Encoder(1, sampleRate, 32);
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  }
  const chunks: Buffer[] = [];
  for (let i = 0; i < samples.length; i += 1152)
    chunks.push(toBuffer(encoder.encodeBuffer(samples.subarray(i, i + 1152))));
  chunks.push(toBuffer(encoder.flush()));
  return Buffer.concat(chunks);
}

/** A minimal valid PCM WAV of `seconds` seconds of silence. */
export function makeWav(seconds: number): Buffer {
  const sampleRate = 8000;
  const dataBytes = sampleRate * seconds * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

/** lamejs hands back Int8Array views; Buffer.concat wants bytes. */
function toBuffer(view: ArrayBufferView): Buffer {
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}
