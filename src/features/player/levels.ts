/**
 * Spectrum levels of a playing <audio> element for the visualizer, without touching its sound.
 *
 * The usual route, createMediaElementSource, re-routes the element's output through Web Audio: cross-origin
 * audio without CORS then plays as silence, and on iOS the sound stops when the screen locks because the
 * AudioContext is suspended in the background. HTMLMediaElement.captureStream() instead taps a copy of the
 * output while the element keeps playing to the speakers by itself, so a failure here can only cost the
 * visualizer its data, never the listener their audio. It is used only for same-origin audio (a
 * cross-origin capture is silent anyway) and only where the unprefixed method exists (Chromium); Firefox's
 * mozCaptureStream would mute the element, and Safari has neither, so those fall back to bars driven by the
 * playback state.
 */
import type { LevelsReader } from './audioEngine';

type Capturable = HTMLMediaElement & { captureStream?: () => MediaStream };

const FFT_SIZE = 256;

export function openElementLevels(
  element: HTMLMediaElement,
  origin: string = location.origin,
): LevelsReader | null {
  const source = element.currentSrc || element.src;
  if (!source || new URL(source, location.href).origin !== origin) return null;
  const capture = (element as Capturable).captureStream;
  if (typeof capture !== 'function' || typeof AudioContext === 'undefined') return null;
  let context: AudioContext | null = null;
  try {
    const stream = capture.call(element);
    const audioContext = new AudioContext();
    context = audioContext;
    const analyser = audioContext.createAnalyser();
    analyser.fftSize = FFT_SIZE;
    analyser.smoothingTimeConstant = 0.75;
    // Some engines only pull an analyser that reaches the destination; a zero gain keeps that silent.
    const silent = audioContext.createGain();
    silent.gain.value = 0;
    analyser.connect(silent).connect(audioContext.destination);
    let input: MediaStreamAudioSourceNode | null = null;
    return {
      binCount: analyser.frequencyBinCount,
      read(into) {
        // The captured stream has no audio track until the element has played some data.
        if (!input) {
          if (stream.getAudioTracks().length === 0) return false;
          input = audioContext.createMediaStreamSource(stream);
          input.connect(analyser);
        }
        if (audioContext.state === 'suspended') void audioContext.resume();
        analyser.getByteFrequencyData(into);
        return true;
      },
      close() {
        input?.disconnect();
        void audioContext.close();
      },
    };
  } catch (error) {
    console.warn('The visualizer cannot read this audio; it follows playback instead.', error);
    void context?.close();
    return null;
  }
}
