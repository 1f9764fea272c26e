import type { Locator, Page } from '@playwright/test';

/** A control whose touch area is smaller than 44x44 px, as the test reports it. */
export interface SmallTarget {
  control: string;
  width: number;
  height: number;
}

/** The size a finger needs on a touch screen (WCAG 2.5.5: at least 44x44 CSS px). */
export const TOUCH_MIN = 44;

/**
 * The controls on screen now whose touch area is under 44x44 px. The area is measured the way a finger meets
 * it: from the control's middle outwards, as far as a touch there still lands on the control (so padding and
 * pseudo-elements that grow the area count, and a neighbour that takes the touch does not). Controls covered by
 * something else, off screen, or links inside a sentence (WCAG's inline exception) are not measured.
 */
export function smallTargetsOnScreen(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const root = document;
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="slider"]',
      '[role="tab"]',
      '[tabindex="0"]',
    ].join(',');
    const width = window.innerWidth;
    const height = window.innerHeight;
    const lands = (control: Element, x: number, y: number): boolean => {
      // A touch at the screen's edge still lands on what is at the edge.
      const px = Math.min(Math.max(x, 0), width - 1);
      const py = Math.min(Math.max(y, 0), height - 1);
      const hit = document.elementFromPoint(px, py);
      return hit !== null && control.contains(hit);
    };
    const reach = (control: Element, x: number, y: number, dx: number, dy: number): number => {
      let distance = 0;
      while (distance < min && lands(control, x + dx * (distance + 1), y + dy * (distance + 1)))
        distance += 1;
      return distance;
    };
    const inSentence = (control: Element): boolean => {
      const parent = control.parentElement;
      if (control.tagName !== 'A' || !parent) return false;
      return parent.textContent.trim().length > control.textContent.trim().length + 2;
    };
    const name = (control: Element): string =>
      (control.getAttribute('aria-label') ?? control.textContent).replace(/\s+/g, ' ').trim().slice(0, 50) ||
      `${control.tagName.toLowerCase()}.${control.className}`;
    type Edges = { left: number; right: number; top: number; bottom: number };
    const meet = (a: Edges, b: Edges) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    // Bars that stay on screen (header, tab bar, players, toasts) hide what scrolls under them: a control
    // partly under one is measured at another scroll position, where it is clear.
    const bars = [...document.querySelectorAll('body *')]
      .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const underBar = (control: Element, area: Edges) =>
      bars.some(({ element, box }) => !element.contains(control) && meet(area, box));
    // Likewise a control partly scrolled out of a scrolling row (the letters) is measured where it shows.
    const clipped = (control: Element, box: DOMRect) => {
      for (let up = control.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const frame = up.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) return true;
        if (box.top < frame.top - 1 || box.bottom > frame.bottom + 1) return true;
      }
      return false;
    };
    const small: SmallTarget[] = [];
    for (const control of root.querySelectorAll(selector)) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (control.closest('[aria-hidden="true"], [inert]') || inSentence(control)) continue;
      if (control.matches(':disabled')) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const area = {
        left: Math.min(box.left, x - min),
        right: Math.max(box.right, x + min),
        top: Math.min(box.top, y - min),
        bottom: Math.max(box.bottom, y + min),
      };
      if (area.left < 0 || area.right > width || area.top < 0 || area.bottom > height) continue;
      if (underBar(control, area) || clipped(control, box) || !lands(control, x, y)) continue;
      const across = 1 + reach(control, x, y, -1, 0) + reach(control, x, y, 1, 0);
      const down = 1 + reach(control, x, y, 0, -1) + reach(control, x, y, 0, 1);
      // One pixel of slack for controls that sit between pixels.
      if (across >= 2 * min - 1 && down >= 2 * min - 1) continue;
      // Off-centre, a control that reaches past its own box (a card's title link covers the card) may
      // still hold a whole finger-sized square somewhere: look for one near the control.
      const square = (cx: number, cy: number) => {
        for (let i = 0; i <= 6; i += 1)
          for (let j = 0; j <= 6; j += 1)
            if (
              !lands(control, cx - min + 1 + (i * (2 * min - 2)) / 6, cy - min + 1 + (j * (2 * min - 2)) / 6)
            )
              return false;
        return true;
      };
      let found = false;
      for (let cx = box.left - min; cx <= box.right + min && !found; cx += 4)
        for (let cy = box.top - min; cy <= box.bottom + min && !found; cy += 4) found = square(cx, cy);
      if (!found) small.push({ control: name(control), width: across, height: down });
    }
    return small;
  }, TOUCH_MIN / 2);
}

/** Every control that is too small anywhere on the page, scrolling through it a screen at a time. */
export async function smallTargetsOnPage(page: Page): Promise<SmallTarget[]> {
  const found = new Map<string, SmallTarget>();
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  // Steps shorter than the room between the header and the bars at the bottom, so every control is once clear.
  const step = await page.evaluate(() => Math.max(200, window.innerHeight - 260));
  for (let y = 0; y < total; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    for (const target of await smallTargetsOnScreen(page)) found.set(target.control, target);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...found.values()];
}

/**
 * The contrast ratio (WCAG 2) of an element's own colour (what an icon drawn in currentColor shows) against the
 * background it sits on: the first opaque background colour or gradient up its ancestors (a gradient counts by
 * its worst stop), with translucent backgrounds between laid over it.
 */
export function iconContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
      1,
    ];
    const translucent: Rgba[] = [];
    let bases: Rgba[] = [[255, 255, 255, 1]];
    for (let current: Element | null = node; current; current = current.parentElement) {
      const style = getComputedStyle(current);
      const stops = style.backgroundImage.match(/rgba?\([^)]*\)/g);
      if (style.backgroundImage.includes('gradient') && stops) {
        bases = stops.map(parse).map((stop) => over(stop, [255, 255, 255, 1]));
        break;
      }
      const colour = parse(style.backgroundColor);
      if (colour[3] >= 1) {
        bases = [colour];
        break;
      }
      if (colour[3] > 0) translucent.push(colour);
    }
    const luminance = (rgb: Rgba) => {
      const [r, g, b] = rgb.slice(0, 3).map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const style = getComputedStyle(node);
    const ink = parse(style.color);
    ink[3] *= Number(style.opacity);
    const ratios = bases.map((base) => {
      const background = translucent.reduceRight((below, layer) => over(layer, below), base);
      const [light, dark] = [luminance(over(ink, background)), luminance(background)].sort((a, b) => b - a);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    });
    return Math.min(...ratios);
  });
}
