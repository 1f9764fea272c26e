/** A stable gradient for an art placeholder, so a card without an image still looks distinct. */
export function artGradient(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  // Hues kept in the green-teal-gold band of the palette.
  const hue = 140 + (hash % 70);
  const hue2 = 30 + ((hash >> 8) % 25);
  return `linear-gradient(135deg, hsl(${hue} 45% 24%), hsl(${hue2} 55% 38%))`;
}

/** The first letter shown on a placeholder (any script), or '♪' when there is none. */
export function initialOf(name: string): string {
  const letter = /\p{L}|\p{N}/u.exec(name);
  return letter ? letter[0].toUpperCase() : '♪';
}
