import type { MessageId } from '../i18n/catalogs/ids';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

export type ShareService = 'whatsapp' | 'facebook' | 'twitter' | 'telegram' | 'linkedin' | 'email';

/** The services, each named by a message id (a brand keeps its name; e-mail is a word in each language). */
export const SHARE_SERVICES: readonly { id: ShareService; label: MessageId }[] = [
  { id: 'whatsapp', label: 'share.whatsapp' },
  { id: 'facebook', label: 'share.facebook' },
  { id: 'twitter', label: 'share.twitter' },
  { id: 'telegram', label: 'share.telegram' },
  { id: 'linkedin', label: 'share.linkedin' },
  { id: 'email', label: 'share.email' },
];

/**
 * The link as shared from an interface in `locale`: outside English it carries `lang=` (`?lang=ur`), so the
 * page opens for the recipient in the language it was shared in.
 */
export function linkInLanguage(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return url;
  const link = new URL(url);
  link.searchParams.set('lang', locale);
  return link.href;
}

/** The address that shares `url` with `text` on a service. */
export function shareUrl(service: ShareService, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (service) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'email':
      return `mailto:?subject=${t}&body=${encodeURIComponent(`${text}\n\n${url}`)}`;
  }
}

/** The share window is 600x400. */
export const SHARE_WINDOW_FEATURES = 'width=600,height=400,noopener,noreferrer';
