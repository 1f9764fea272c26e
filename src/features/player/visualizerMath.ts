/**
 * The full-screen visualizer's bar heights. Where the audio's spectrum can be read safely (levels.ts), the
 * bars show it; elsewhere they are derived from the playback state: they move while sound plays (faster at
 * a higher speed, flat when muted), settle when paused, and each naat has its own pattern.
 */
export const BAR_COUNT = 50;
/** Height of a bar at rest, as a fraction of the full height. */
export const REST_LEVEL = 0.06;

/** A small deterministic hash, so a naat always gets the same pattern. */
function seeded(seed: number, index: number): number {
  const x = Math.sin(seed * 12.9898 + index * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/**
 * Levels (0..1) of `count` bars at playback position `seconds` for the naat `seed`, scaled by `loudness`
 * (the volume, 0..1). Lower bars are taller, like the spectrum of a voice.
 */
export function barLevels(seconds: number, seed: number, loudness: number, count = BAR_COUNT): number[] {
  const gain = Math.min(1, Math.max(0, loudness));
  const levels: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const speed = 1.5 + seeded(seed, index) * 4;
    const phase = seeded(seed + 1, index) * Math.PI * 2;
    const envelope = 1 - (index / count) * 0.55;
    const wave = (Math.sin(seconds * speed + phase) + Math.sin(seconds * speed * 0.37 + phase * 2)) / 4 + 0.5;
    levels.push(REST_LEVEL + (1 - REST_LEVEL) * wave * envelope * gain);
  }
  return levels;
}

/**
 * 50 bar levels (REST_LEVEL..1) from an analyser's 0..255 spectrum. Bars cover the lower three quarters of
 * the bins, where a voice has its energy, spaced so low frequencies get more bars; each bar is the loudest
 * of its bins.
 */
export function barsFromSpectrum(bins: ArrayLike<number>, count = BAR_COUNT): number[] {
  const used = Math.max(1, Math.floor(bins.length * 0.75));
  const levels: number[] = [];
  for (let bar = 0; bar < count; bar += 1) {
    // Quadratic spacing: low bins (where a voice is loud) get more bars, as on an octave scale.
    const start = Math.floor(used * (bar / count) ** 2);
    const end = Math.max(start + 1, Math.floor(used * ((bar + 1) / count) ** 2));
    let peak = 0;
    for (let index = start; index < end && index < bins.length; index += 1)
      peak = Math.max(peak, bins[index] ?? 0);
    levels.push(REST_LEVEL + (1 - REST_LEVEL) * (peak / 255));
  }
  return levels;
}
