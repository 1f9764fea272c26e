/** iPhone, iPad and iPod, including iPadOS that reports itself as a Mac (but has touch). */
export function isIOS(
  nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator,
): boolean {
  if (/iPad|iPhone|iPod/.test(nav.userAgent)) return true;
  // navigator.platform is deprecated but is still the one signal that tells iPadOS (posing as a Mac) apart.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const platform = nav.platform;
  return platform === 'MacIntel' && nav.maxTouchPoints > 1;
}
