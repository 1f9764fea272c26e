/**
 * Desktop media keys on the page: Space plays or pauses, the left and right arrows jump SKIP_SECONDS (10 s,
 * the players' skip buttons' step) back or forward. They stand aside wherever the keys already mean
 * something: typing (inputs, text areas, selects, editable text), widgets that move with the arrows (sliders,
 * tabs, lists, menus), Space on a button (it presses it), and dialogs other than the players' own.
 */
import type { EffectSetup } from '../../app/store';
import { togglePlay } from '../playback/playerSlice';
import { SKIP_SECONDS, skipBy } from './skip';

export type Shortcut = 'toggle' | 'back' | 'forward';

/** Marks a dialog (the full-screen player, the queue panel) whose keys are the player's. */
export const MEDIA_KEYS_ATTRIBUTE = 'data-media-keys';

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/** Space presses these itself (a link is not among them: there Space would only scroll). */
const PRESSABLE =
  'button, summary, [role="button"], [role="checkbox"], [role="switch"], [role="radio"], ' +
  '[role="menuitem"], [role="option"], [role="tab"], [role="slider"]';
/** Arrows move inside these. */
const ARROW_WIDGETS =
  '[role="slider"], [role="tablist"], [role="tab"], [role="listbox"], [role="menu"], [role="menubar"], ' +
  '[role="radiogroup"], [role="grid"], [role="tree"], [role="spinbutton"], [role="combobox"], ' +
  // The queue's drag handles move their row with the arrows.
  '[aria-roledescription="sortable"]';

export interface KeyEventLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

const within = (target: EventTarget | null, selector: string): boolean =>
  target instanceof Element && target.closest(selector) !== null;

/** The shortcut a key press asks for, or null where the key belongs to something else. */
export function shortcutFor(event: KeyEventLike): Shortcut | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const shortcut: Shortcut | null =
    event.key === ' '
      ? 'toggle'
      : event.key === 'ArrowLeft'
        ? 'back'
        : event.key === 'ArrowRight'
          ? 'forward'
          : null;
  if (!shortcut) return null;
  const { target } = event;
  if (within(target, TYPING)) return null;
  if (target instanceof Element) {
    const dialog = target.closest('[role="dialog"], [role="alertdialog"]');
    if (dialog && !dialog.hasAttribute(MEDIA_KEYS_ATTRIBUTE)) return null;
  }
  if (shortcut === 'toggle' ? within(target, PRESSABLE) : within(target, ARROW_WIDGETS)) return null;
  return shortcut;
}

/** Listens on `target` (the document) while a naat is loaded; the app loads this with the first naat. */
export function wireKeyboardShortcuts(
  target: Pick<Document, 'addEventListener' | 'removeEventListener'>,
): EffectSetup {
  return ({ dispatch, getState }) => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      const player = getState().player;
      if (!shortcut || !player.currentAudio) return;
      // Space would scroll the page, the arrows sideways.
      event.preventDefault();
      if (shortcut === 'toggle') {
        // Held down, Space would flip between play and pause; like the Play button, it waits while loading.
        if (!event.repeat && !player.isLoading) dispatch(togglePlay());
      } else dispatch(skipBy(shortcut === 'back' ? -SKIP_SECONDS : SKIP_SECONDS));
    };
    target.addEventListener('keydown', onKeyDown);
    return () => target.removeEventListener('keydown', onKeyDown);
  };
}
