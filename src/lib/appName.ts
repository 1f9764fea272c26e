import { t } from '../i18n/i18n';
/**
 * The product name ({product} in the owner's texts). The server writes its APP_NAME into this meta tag
 * when it serves index.html, so one build serves any name.
 */
export function readAppName(doc: Document = document): string {
  const content = doc.querySelector('meta[name="application-name"]')?.getAttribute('content');
  return content && content !== '__APP_NAME__' ? content : 'Naat Stream';
}

export const defaultPageTitle = (appName: string): string => t('title.default', { appName });
