/** The phone's bottom tabs, in order. */
export type TabId = 'home' | 'reciters' | 'popular' | 'favorites' | 'downloads';

/**
 * The tab a page belongs to, so one is highlighted on every page. Choices: a reciter's page and a naat's page
 * sit under the reciters tab (a naat belongs to its reciter, and its page links there); Recent sits under Popular
 * (both are the ranked lists); search, the privacy policy and unknown addresses under Home.
 */
export function activeTab(pathname: string): TabId {
  const first = pathname.split('/')[1] ?? '';
  switch (first) {
    case 'naatkhawans':
    case 'naatkhawan':
    case 'naat':
      return 'reciters';
    case 'popular':
    case 'recent':
      return 'popular';
    case 'favorites':
      return 'favorites';
    case 'downloads':
      return 'downloads';
    default:
      return 'home';
  }
}
