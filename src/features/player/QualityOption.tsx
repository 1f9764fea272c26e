import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { readConnectionHints } from '../playback/connectionHints';
import { browserCanPlay } from '../playback/mediaSupport';
import { parseQualityPreference, selectQualityPreference, setQualityPreference } from './qualitySlice';
import {
  playbackChoice,
  qualityLabel,
  type PlaybackChoice,
  type QualityPreference,
} from '../playback/sourceChoice';
import { useT } from '../../i18n/useT';
import { t as translate, type MessageId } from '../../i18n/i18n';

const PREFERENCE_LABEL: Record<QualityPreference, MessageId> = {
  auto: 'quality.auto',
  'data-saver': 'quality.dataSaver',
  high: 'quality.high',
};

/** What the listener hears now, so the setting's effect is visible (and Auto explains itself). */
export function playingText(choice: PlaybackChoice): string {
  const quality = qualityLabel(choice.quality);
  const kbps = choice.kbps !== null ? Math.round(choice.kbps) : null;
  if (kbps === null)
    return translate(choice.downloaded ? 'quality.playingDownloaded' : 'quality.playing', { quality });
  return translate(choice.downloaded ? 'quality.playingKbpsDownloaded' : 'quality.playingKbps', {
    quality,
    kbps,
  });
}

/**
 * The "Data saver" setting (docs/data-saver.md): Auto follows the browser's Save-Data and connection type;
 * it also decides the quality of new downloads.
 */
export function QualityOption() {
  const t = useT();
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
        <span>{t('quality.dataSaver')}</span>
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
              {t(PREFERENCE_LABEL[option])}
            </option>
          ))}
        </select>
      </label>
      {choice ? <span className="quality-now">{playingText(choice)}</span> : null}
    </>
  );
}
