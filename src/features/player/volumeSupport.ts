/**
 * iOS ignores audio.volume (the hardware buttons own it): setting 0.5 on a probe element and reading it
 * back tells whether a volume control can work here (a volume of 0.5 is probed on start-up).
 */
export function probeVolumeSupport(doc: Document = document): boolean {
  try {
    const probe = doc.createElement('audio');
    probe.volume = 0.5;
    return Math.abs(probe.volume - 0.5) < 0.01;
  } catch {
    return false;
  }
}
