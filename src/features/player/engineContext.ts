import { createContext, useContext } from 'react';
import type { AudioEngine } from './audioEngine';

/**
 * The app's AudioEngine, for the one component that reads from it (the visualizer's levels); playback itself
 * is driven only through the store. Null in tests and wherever no engine is provided.
 */
export const AudioEngineContext = createContext<AudioEngine | null>(null);

export const useAudioEngine = (): AudioEngine | null => useContext(AudioEngineContext);
