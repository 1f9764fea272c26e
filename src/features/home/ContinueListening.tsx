import { useMemo, useState } from 'react';
import { Link } from '../../components/links';
import { useAppSelector } from '../../app/hooks';
import { NaatArt } from '../../components/NaatArt';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { formatDuration } from '../../lib/duration';
import { artistName } from '../naats/NaatCard';
import { useNaatActions } from '../naats/useNaatActions';
import { useUnavailableOffline } from '../offline/availability';
import {
  continueList,
  parseHistory,
  recentlyPlayed,
  withEntry,
  type ListeningEntry,
} from '../player/listeningHistory';
import type { Naat } from '../../api/types';
import './continueListening.css';
import { useT } from '../../i18n/useT';

function ContinueCard({ entry }: { entry: ListeningEntry }) {
  const t = useT();
  const { naat, position, duration } = entry;
  const actions = useNaatActions();
  const isCurrent = useAppSelector((state) => state.player.currentAudio?.id === naat.id);
  const isPlaying = useAppSelector((state) => isCurrent && state.player.isPlaying);
  const unavailable = useUnavailableOffline(naat);
  const fraction = duration > 0 ? Math.min(1, position / duration) : 0;
  return (
    <li className="continue-card">
      <NaatArt naat={naat} size={96} className="continue-art" />
      <div className="continue-body">
        <Link className="continue-title" to={`/naat/${naat.id}`} dir="auto">
          {naat.title}
        </Link>
        <span className="continue-artist">{artistName(naat)}</span>
        <div
          className="continue-progress"
          role="progressbar"
          aria-label={t('continue.listened', { title: naat.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(fraction * 100)}
          aria-valuetext={t('player.timeOf', {
            time: formatDuration(position),
            duration: formatDuration(duration),
          })}
        >
          <span style={{ transform: `scaleX(${String(fraction)})` }} />
        </div>
        <span className="continue-left">
          {duration > 0 ? `${formatDuration(duration - position)} left` : formatDuration(position)}
        </span>
      </div>
      <button
        type="button"
        className="continue-play"
        aria-label={t(isPlaying ? 'card.pause' : 'continue.resume', { title: naat.title })}
        disabled={unavailable && !isCurrent}
        // The naat in the player toggles where it is; another one starts where it was left.
        onClick={() =>
          actions.play(naat, { context: { kind: 'continue' }, startAt: isCurrent ? undefined : position })
        }
      >
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </button>
    </li>
  );
}

/** The naat in the player as it is now; primitives, so the row re-renders only when they change. */
function useLiveEntry(): ListeningEntry | null {
  const naat = useAppSelector((state) => state.player.currentAudio);
  const position = useAppSelector((state) => state.player.currentTime);
  const duration = useAppSelector((state) => state.player.duration);
  return useMemo(
    () =>
      naat ? { naat, position, duration: Number.isFinite(duration) && duration > 0 ? duration : 0 } : null,
    [naat, position, duration],
  );
}

/** One naat of "Recently Played": playing it plays through the whole row, newest first. */
function RecentCard({ naat, row }: { naat: Naat; row: Naat[] }) {
  const t = useT();
  const actions = useNaatActions();
  const isCurrent = useAppSelector((state) => state.player.currentAudio?.id === naat.id);
  const isPlaying = useAppSelector((state) => isCurrent && state.player.isPlaying);
  const unavailable = useUnavailableOffline(naat);
  return (
    <li className="continue-card recent-card">
      <NaatArt naat={naat} size={96} className="continue-art" />
      <div className="continue-body">
        <Link className="continue-title" to={`/naat/${naat.id}`} dir="auto">
          {naat.title}
        </Link>
        <span className="continue-artist">{artistName(naat)}</span>
        <span className="continue-left">{formatDuration(naat.duration)}</span>
      </div>
      <button
        type="button"
        className="continue-play"
        aria-label={t(isPlaying ? 'card.pause' : 'card.play', { title: naat.title })}
        disabled={unavailable && !isCurrent}
        onClick={() => actions.play(naat, { playlist: row, context: { kind: 'history' } })}
      >
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </button>
    </li>
  );
}

/**
 * Home's "Continue Listening": the last naats left unfinished on this device, each with how far it got,
 * resuming there (listeningHistory.ts); and "Recently Played": every naat of that history, finished or not,
 * newest first. Nothing at all when there is no history.
 */
export default function ContinueListening({ saved }: { saved: unknown }) {
  const t = useT();
  const live = useLiveEntry();
  // A naat that leaves the player while the row is shown keeps its place, as it does in the saved history
  // (which this row read once).
  const [previous, setPrevious] = useState(live);
  const [left, setLeft] = useState<ListeningEntry[]>([]);
  if (live !== previous) {
    setPrevious(live);
    if (previous && previous.naat.id !== live?.naat.id) setLeft(withEntry(left, previous));
  }
  const history = useMemo(
    () => left.reduceRight((entries, entry) => withEntry(entries, entry), parseHistory(saved)),
    [left, saved],
  );
  const entries = continueList(history, live);
  const recent = recentlyPlayed(history, live);
  return (
    <>
      {entries.length > 0 ? (
        <section className="continue-listening" aria-labelledby="home-continue">
          <h2 id="home-continue">{t('context.continue')}</h2>
          <ul className="continue-list">
            {entries.map((entry) => (
              <ContinueCard key={entry.naat.id} entry={entry} />
            ))}
          </ul>
        </section>
      ) : null}
      {recent.length > 0 ? (
        <section className="continue-listening" aria-labelledby="home-recently-played">
          <h2 id="home-recently-played">{t('context.history')}</h2>
          <ul className="continue-list" aria-label={t('context.history')}>
            {recent.map((naat) => (
              <RecentCard key={naat.id} naat={naat} row={recent} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
