import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import {
  shortcutFor,
  wireKeyboardShortcuts,
  type KeyEventLike,
} from '../../../../src/features/player/keyboardShortcuts';
import { audioLoaded, playAudio, seek } from '../../../../src/features/playback/playerSlice';
import { SKIP_SECONDS } from '../../../../src/features/player/skip';
import { naat } from '../../playerFixtures';

afterEach(() => {
  document.body.innerHTML = '';
});

const page = `
  <main>
    <p id="text">words</p>
    <button id="button">Play</button>
    <a id="link" href="/x">Link</a>
    <input id="input" />
    <textarea id="area"></textarea>
    <select id="select"><option>1</option></select>
    <div id="editable" contenteditable="true"><span id="inside">x</span></div>
    <div id="seek" role="slider" tabindex="0"></div>
    <div role="tablist"><button id="tab" role="tab">Queue</button></div>
  </main>
  <div role="dialog" aria-label="Share"><button id="in-dialog">Copy</button><p id="dialog-text">x</p></div>
  <div role="dialog" aria-label="Now playing" data-media-keys=""><p id="player-text">x</p></div>`;

const press = (key: string, targetId: string | null, extra: Partial<KeyEventLike> = {}) => {
  const target = targetId ? document.getElementById(targetId) : document.body;
  const event = {
    key,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    defaultPrevented: false,
  };
  return shortcutFor({ ...event, ...extra, target });
};

describe('desktop media keys', () => {
  it('Space toggles and the arrows skip, outside anything that uses those keys', () => {
    document.body.innerHTML = page;
    expect(press(' ', null)).toBe('toggle');
    expect(press(' ', 'text')).toBe('toggle');
    expect(press('ArrowLeft', 'text')).toBe('back');
    expect(press('ArrowRight', 'text')).toBe('forward');
    // Arrows mean nothing on a button, Space presses it; on a link Space would only scroll.
    expect(press('ArrowRight', 'button')).toBe('forward');
    expect(press(' ', 'button')).toBeNull();
    expect(press(' ', 'link')).toBe('toggle');
    for (const id of ['input', 'area', 'select', 'editable', 'inside']) {
      expect(press(' ', id), id).toBeNull();
      expect(press('ArrowLeft', id), id).toBeNull();
    }
    expect(press('ArrowLeft', 'seek')).toBeNull();
    expect(press('ArrowRight', 'tab')).toBeNull();
    expect(press('ArrowRight', 'dialog-text')).toBeNull();
    expect(press(' ', 'dialog-text')).toBeNull();
    expect(press('ArrowRight', 'player-text')).toBe('forward');
    expect(press(' ', 'player-text')).toBe('toggle');
  });

  it('leaves other keys, modified keys and handled keys alone', () => {
    document.body.innerHTML = page;
    expect(press('k', 'text')).toBeNull();
    expect(press('ArrowUp', 'text')).toBeNull();
    expect(press(' ', 'text', { shiftKey: true })).toBeNull();
    expect(press('ArrowLeft', 'text', { altKey: true })).toBeNull();
    expect(press('ArrowRight', 'text', { ctrlKey: true })).toBeNull();
    expect(press('ArrowRight', 'text', { metaKey: true })).toBeNull();
    expect(press(' ', 'text', { defaultPrevented: true })).toBeNull();
  });

  it('drives the player and keeps Space from scrolling; with no naat the keys pass', () => {
    document.body.innerHTML = page;
    const store = makeStore(undefined, [wireKeyboardShortcuts(document)]);
    const key = (name: string, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init });
      (document.getElementById('text') as HTMLElement).dispatchEvent(event);
      return event;
    };
    expect(key(' ').defaultPrevented).toBe(false);

    store.dispatch(playAudio({ audio: naat(1, { duration: 120 }) }));
    // Like the Play button, Space waits while the naat loads.
    expect(key(' ').defaultPrevented).toBe(true);
    expect(store.getState().player.isPlaying).toBe(true);
    store.dispatch(audioLoaded({ duration: 120 }));
    key(' ');
    expect(store.getState().player.isPlaying).toBe(false);
    key(' ', { repeat: true });
    expect(store.getState().player.isPlaying).toBe(false);
    key(' ');
    expect(store.getState().player.isPlaying).toBe(true);

    store.dispatch(seek(50));
    expect(key('ArrowRight').defaultPrevented).toBe(true);
    expect(store.getState().player.currentTime).toBe(50 + SKIP_SECONDS);
    key('ArrowLeft');
    key('ArrowLeft');
    expect(store.getState().player.currentTime).toBe(50 - SKIP_SECONDS);
    store.dispatch(seek(3));
    key('ArrowLeft');
    expect(store.getState().player.currentTime).toBe(0);
    store.dispatch(seek(115));
    key('ArrowRight');
    expect(store.getState().player.currentTime).toBe(120);
    store.dispose();
    // Cleaned up: the page's keys are its own again.
    expect(key(' ').defaultPrevented).toBe(false);
  });
});
