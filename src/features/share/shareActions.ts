import { SHARE_WINDOW_FEATURES, shareUrl, type ShareService } from '../../lib/share';

/** Opens a service's share page in a 600x400 window; e-mail goes to the mail app instead. */
export function openShareTarget(service: ShareService, url: string, text: string): void {
  const href = shareUrl(service, url, text);
  if (service === 'email') window.location.assign(href);
  else window.open(href, 'share', SHARE_WINDOW_FEATURES);
}

/** The device's own share sheet; resolves false when it is missing or the listener dismissed it. */
export async function shareNatively(data: ShareData): Promise<boolean> {
  if (typeof navigator.share !== 'function') return false;
  try {
    await navigator.share(data);
    return true;
  } catch {
    return false;
  }
}

export const canShareNatively = (): boolean => typeof navigator.share === 'function';

/** Copies text; resolves false when the clipboard refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
