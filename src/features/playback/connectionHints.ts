/**
 * What the browser says about the connection (the Network Information API: Chromium-based browsers; Safari
 * and Firefox have none, and "Auto" then means the original).
 */
import type { ConnectionHints } from './sourceChoice';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function readConnectionHints(): ConnectionHints | null {
  if (typeof navigator === 'undefined') return null;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return null;
  return {
    ...(typeof connection.saveData === 'boolean' ? { saveData: connection.saveData } : {}),
    ...(typeof connection.effectiveType === 'string' ? { effectiveType: connection.effectiveType } : {}),
  };
}
