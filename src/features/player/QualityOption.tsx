import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { readConnectionHints } from './connectionHints';
import { browserCanPlay } from './mediaSupport';
import { parseQualityPreference, selectQualityPreference, setQualityPreference } from './qualitySlice';
import { playbackChoice, qualityLabel, type PlaybackChoice, type QualityPreference } from './sourceChoice';

const PREFERENCE_LABEL: Record<QualityPreference, string> = {
  auto: 'Auto',
  'data-saver': 'Data saver',
  high: 'High',
};

/** What the listener hears now, so the setting's effect is visible (and Auto explains itself). */
export function playingText(choice: PlaybackChoice): string {
  const kbps = choice.kbps !== null ? ` · ${Math.round(choice.kbps)} kbps` : '';
  return `Playing: ${qualityLabel(choice.quality)}${kbps}${choice.downloaded ? ' · downloaded' : ''}`;
}

/**
 * The "Data saver" setting (docs/data-saver.md): Auto follows the browser's Save-Data and connection type;
 * it also decides the quality of new downloads.
 */
export function QualityOption() {
  const dispatch = useAppDispatch();
  const preference = useAppSelector(selectQualityPreference);
  const naat = useAppSelector((state) => state.player.currentAudio);
  const download = useAppSelector((state) => (naat ? state.downloads.records[naat.id] : undefined));
  const choice = naat
    ? playbackChoice(naat, download, preference, readConnectionHints(), browserCanPlay)
    : null;
  const id = useId();
  return (
    <>
      <label className="option-field" htmlFor={id}>
        <span>Data saver</span>
        <select
          id={id}
          value={preference}
          onChange={(event) => {
            const value = parseQualityPreference(event.target.value);
            if (value) dispatch(setQualityPreference(value));
          }}
        >
          {(Object.keys(PREFERENCE_LABEL) as QualityPreference[]).map((option) => (
            <option key={option} value={option}>
              {PREFERENCE_LABEL[option]}
            </option>
          ))}
        </select>
      </label>
      {choice ? <span className="quality-now">{playingText(choice)}</span> : null}
    </>
  );
}
