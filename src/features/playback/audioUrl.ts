import type { Naat } from '../../api/types';

/** The URL the engine loads: filePath is '/Audio/<file>' on this server (same origin) or an absolute URL. */
export function audioUrl(naat: Pick<Naat, 'filePath'>): string {
  const path = naat.filePath.trim();
  if (/^https?:\/\//i.test(path)) return path;
  return path.startsWith('/') ? path : `/${path}`;
}
