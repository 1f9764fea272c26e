const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count for people: '0 B', '512 B', '1.5 KB', '12.3 MB' (1 KB = 1024 bytes, one decimal above bytes). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  // 1023.96 KB would print as '1024.0 KB'; show it as the next unit instead.
  if (Number(value.toFixed(1)) >= 1024 && unit < UNITS.length - 1) return `1.0 ${UNITS[unit + 1]}`;
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
