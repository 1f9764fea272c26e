/**
 * Recognises audio by its first bytes, never by its name or the sender's content type. Only the containers
 * a browser can play are accepted; everything else is refused before it reaches the audio folder.
 */
import { AUDIO_TYPES } from '../../contract';

type SniffedExtension = 'mp3' | 'aac' | 'm4a' | 'mp4' | 'ogg' | 'wav' | 'flac' | 'webm' | 'mka';

export interface SniffedAudio {
  /** Extension for the stored file (no dot). */
  ext: SniffedExtension;
  /** Its type from the one map of audio types (the one the file is later served with). */
  mime: string;
}

const sniffed = (ext: SniffedExtension): SniffedAudio => ({ ext, mime: AUDIO_TYPES[ext] });

/** How many leading bytes `sniffAudio` wants to see (fewer is fine for short files). */
export const SNIFF_BYTES = 64;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** A valid MPEG audio frame header: sync, a real layer, a usable bitrate and sample rate. */
function isMpegFrame(b: Uint8Array): boolean {
  const b1 = b[1] ?? 0;
  const b2 = b[2] ?? 0;
  if (b[0] !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrate = (b2 >> 4) & 0x0f;
  const sampleRate = (b2 >> 2) & 0x03;
  return version !== 0x01 && layer !== 0 && bitrate !== 0x0f && sampleRate !== 0x03;
}

/** ADTS (raw AAC): 12 sync bits, layer 00. */
function isAdts(b: Uint8Array): boolean {
  const b1 = b[1] ?? 0;
  const b2 = b[2] ?? 0;
  return b[0] === 0xff && (b1 & 0xf6) === 0xf0 && ((b2 >> 2) & 0x0f) < 13;
}

export function sniffAudio(head: Uint8Array): SniffedAudio | null {
  if (head.length < 4) return null;
  if (ascii(head, 0, 3) === 'ID3') return sniffed('mp3');
  if (isMpegFrame(head)) return sniffed('mp3');
  if (isAdts(head)) return sniffed('aac');
  if (ascii(head, 0, 4) === 'fLaC') return sniffed('flac');
  if (ascii(head, 0, 4) === 'OggS') return sniffed('ogg');
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WAVE') {
    return sniffed('wav');
  }
  if (head.length >= 12 && ascii(head, 4, 4) === 'ftyp') {
    const brand = ascii(head, 8, 4);
    return brand === 'M4A ' || brand === 'M4B ' ? sniffed('m4a') : sniffed('mp4');
  }
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    // The EBML header names its doctype within the first bytes: "webm" or "matroska".
    return ascii(head, 0, head.length).includes('webm') ? sniffed('webm') : sniffed('mka');
  }
  return null;
}
