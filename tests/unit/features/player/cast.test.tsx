import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AudioEngine } from '../../../../src/features/player/audioEngine';
import { CastButton } from '../../../../src/features/player/CastButton';
import { AudioEngineContext } from '../../../../src/features/player/engineContext';
import { playAudio } from '../../../../src/features/playback/playerSlice';
import { FakeEngine, FakeRemote, naat } from '../../playerFixtures';
import { renderWithProviders } from '../../renderWithProviders';
import { ScriptedAudio } from '../../scriptedAudio';

afterEach(cleanup);

function castSetup() {
  const engine = new FakeEngine();
  const remote = new FakeRemote();
  engine.remotePlayback = remote;
  const store = renderWithProviders(
    <AudioEngineContext.Provider value={engine}>
      <CastButton />
    </AudioEngineContext.Provider>,
  );
  act(() => {
    store.dispatch(playAudio({ audio: naat(1) }));
  });
  return { remote, store };
}

describe('the cast button', () => {
  it('shows only while a device is there, opens the browser picker, and says when it casts', () => {
    const { remote } = castSetup();
    expect(screen.queryByRole('button', { name: 'Cast to a device' })).toBeNull();
    act(() => remote.setAvailable(true));
    fireEvent.click(screen.getByRole('button', { name: 'Cast to a device' }));
    expect(remote.prompts).toBe(1);
    act(() => remote.setState('connected'));
    expect(screen.getByRole('button', { name: 'Casting to a device' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The device goes away while casting: the button stays until the cast ends.
    act(() => remote.setAvailable(false));
    expect(screen.getByRole('button', { name: 'Casting to a device' })).toBeTruthy();
    act(() => remote.setState('disconnected'));
    expect(screen.queryByRole('button', { name: /cast/i })).toBeNull();
  });

  it('stays away where the browser has no Remote Playback', () => {
    const engine = new FakeEngine();
    const store = renderWithProviders(
      <AudioEngineContext.Provider value={engine}>
        <CastButton />
      </AudioEngineContext.Provider>,
    );
    act(() => {
      store.dispatch(playAudio({ audio: naat(1) }));
    });
    expect(screen.queryByRole('button', { name: /cast/i })).toBeNull();
  });
});

describe('casting through the Howler engine', () => {
  let createHowlerEngine: () => AudioEngine;
  let engine: AudioEngine | null = null;
  beforeAll(async () => {
    vi.stubGlobal('Audio', ScriptedAudio);
    ({ createHowlerEngine } = await import('../../../../src/features/player/engine'));
  });
  afterEach(() => {
    engine?.unload();
    engine = null;
  });

  it('plays the next naat through the element that is casting, so the cast carries on', () => {
    engine = createHowlerEngine();
    engine.load('/Audio/cast-1.mp3');
    const first = ScriptedAudio.playing('/Audio/cast-1.mp3');
    const remote = new FakeRemote();
    remote.state = 'connected';
    Object.assign(first, { remote });
    expect(engine.remote()).toBe(remote);
    engine.load('/Audio/cast-2.mp3');
    expect(ScriptedAudio.playing('/Audio/cast-2.mp3')).toBe(first);
  });
});
