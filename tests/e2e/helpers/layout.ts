import type { Page } from '@playwright/test';

/**
 * What a phone's layout must never do, as a list of sentences (empty when the page is fine): scroll sideways,
 * or show a control cut by the screen's edge or by an ancestor that clips it (a card's `overflow: hidden`).
 * Rows that scroll sideways on purpose (the letter strip) may hold controls beyond their edge.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${String(overflow)} px`);
    const name = (control: Element) =>
      (control.getAttribute('aria-label') ?? control.textContent).replace(/\s+/g, ' ').trim().slice(0, 40);
    const scrolls = (style: CSSStyleDeclaration) =>
      ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
    for (const control of document.querySelectorAll('a[href], button, input, select, [role="button"]')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      let inScroller = false;
      for (let up = control.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (scrolls(style)) {
          inScroller = true;
          break;
        }
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const frame = up.getBoundingClientRect();
        const cut =
          box.left < frame.left - 1 ||
          box.right > frame.right + 1 ||
          box.top < frame.top - 1 ||
          box.bottom > frame.bottom + 1;
        // A clipped text link that ends in an ellipsis is shortened on purpose, not cut.
        const ellipsis = control.tagName === 'A' && getComputedStyle(control).textOverflow === 'ellipsis';
        if (cut && !ellipsis) problems.push(`"${name(control)}" is cut by .${String(up.classList[0])}`);
        break;
      }
      if (!inScroller && (box.left < -1 || box.right > width + 1))
        problems.push(`"${name(control)}" runs off the screen (${String(Math.round(box.right))} px)`);
    }
    return [...new Set(problems)];
  });
}

/** The toasts on screen that overlap the header, the tab bar or the player, as sentences. */
export function toastsOverBars(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bars = [
      ['the header', document.querySelector('header[role="banner"], .site-header')],
      ['the tab bar', document.querySelector('nav.tab-bar')],
      ['the player', document.querySelector('section[aria-label="Player"]')],
      ['the minimized player', document.querySelector('[aria-label="Minimized player"]')],
    ] as const;
    const problems: string[] = [];
    for (const toast of document.querySelectorAll('.toast')) {
      const a = toast.getBoundingClientRect();
      if (a.width === 0 || a.height === 0) continue;
      for (const [label, bar] of bars) {
        if (!bar) continue;
        const b = bar.getBoundingClientRect();
        if (b.width === 0 || b.height === 0) continue;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          problems.push(`a toast ("${toast.textContent.slice(0, 30)}") covers ${label}`);
      }
    }
    return problems;
  });
}

/**
 * What the minimized player button covers once the page is scrolled to its end, as sentences: a control or
 * a line of text under it means the page keeps no room for it (it floats over the page while scrolling, but
 * everything must be reachable from under it).
 */
export function coveredByMinimizedPlayer(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const button = document.querySelector('[aria-label="Minimized player"]');
    if (!button) return [];
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const b = button.getBoundingClientRect();
    const over = (a: DOMRect) =>
      a.width > 0 &&
      a.height > 0 &&
      a.left < b.right &&
      b.left < a.right &&
      a.top < b.bottom &&
      b.top < a.bottom;
    const problems: string[] = [];
    for (const control of document.querySelectorAll('a[href], button, input, select, [role="button"]')) {
      if (button.contains(control) || getComputedStyle(control).visibility === 'hidden') continue;
      if (over(control.getBoundingClientRect()))
        problems.push(`the minimized player covers "${control.textContent.trim().slice(0, 30)}"`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (!text.textContent?.trim() || !parent || button.contains(parent)) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      if ([...range.getClientRects()].some(over))
        problems.push(`the minimized player covers the text "${text.textContent.trim().slice(0, 30)}"`);
    }
    window.scrollTo(0, 0);
    return [...new Set(problems)];
  });
}
