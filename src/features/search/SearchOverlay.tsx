import { useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/links';
import { SUGGESTION_LIMIT, useSearchRecitersQuery, useSearchNaatsQuery } from '../../api/publicApi';
import { Art } from '../../components/Art';
import { NaatArt } from '../../components/NaatArt';
import { Highlighted } from '../../components/Highlighted';
import { SearchIcon } from '../../components/icons';
import { ClearSearchButton } from './ClearSearchButton';
import { artistName } from '../naats/NaatCard';
import { Urdu } from '../../components/Urdu';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useFocusTrap } from '../../components/useFocusTrap';
import { useT } from '../../i18n/useT';
import {
  MAX_NAAT_SUGGESTIONS,
  MAX_RECITER_SUGGESTIONS,
  MIN_QUERY_LENGTH,
  searchPath,
  SUGGEST_DEBOUNCE_MS,
} from './searchRules';
import './searchForm.css';
import './searchOverlay.css';

/** The header's search: live suggestions, quick links, Enter opens the results page. */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  useFocusTrap(ref, onClose);

  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SUGGEST_DEBOUNCE_MS);
  const active = trimmed.length >= MIN_QUERY_LENGTH && debounced.length >= MIN_QUERY_LENGTH;
  const args = { q: debounced, page: 1, limit: SUGGESTION_LIMIT };
  const naats = useSearchNaatsQuery(args, { skip: !active });
  const reciters = useSearchRecitersQuery(args, { skip: !active });

  // Failures stay silent here: a failed side simply suggests nothing.
  const naatItems = (naats.currentData?.items ?? []).slice(0, MAX_NAAT_SUGGESTIONS);
  const reciterItems = (reciters.currentData?.items ?? []).slice(0, MAX_RECITER_SUGGESTIONS);
  const settled = active && !naats.isFetching && !reciters.isFetching;
  const answered = naats.currentData !== undefined || reciters.currentData !== undefined;
  const noResults = settled && answered && naatItems.length === 0 && reciterItems.length === 0;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    // Replaces the entry that Back would have used to close the overlay (useBackCloses).
    void navigate(searchPath(trimmed), { replace: true });
    onClose();
  };

  return (
    <div
      className="search-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className="search-panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('search.dialogLabel')}
      >
        <form className="search-form" role="search" onSubmit={submit}>
          <SearchIcon className="search-form-icon" />
          <input
            type="search"
            dir="auto"
            aria-label={t('search.inputLabel')}
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            data-autofocus
          />
          {text ? <ClearSearchButton onClear={() => setText('')} /> : null}
          {/* A word, not a second cross: the cross beside it only empties the field. */}
          <button type="button" className="search-close" aria-label={t('search.close')} onClick={onClose}>
            {t('search.closeText')}
          </button>
        </form>

        <div className="search-body" aria-live="polite">
          {reciterItems.length > 0 ? (
            <section aria-label={t('search.reciterSuggestions')}>
              <h2 className="suggest-head">{t('search.reciterHeading')}</h2>
              <ul className="suggest-list">
                {reciterItems.map((reciter) => (
                  <li key={reciter.id}>
                    <Link to={`/naatkhawan/${reciter.id}`} replace onClick={onClose} className="suggest-item">
                      <Art name={reciter.name} image={reciter.image} round className="art-sm" />
                      <span className="suggest-text">
                        <span className="suggest-title">
                          <Highlighted text={reciter.name} query={debounced} />
                        </span>
                        {reciter.urduName ? (
                          <Urdu className="suggest-urdu">
                            <Highlighted text={reciter.urduName} query={debounced} />
                          </Urdu>
                        ) : null}
                        <span className="suggest-sub">
                          {t('search.reciterCount', { count: reciter.audioCount })}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {naatItems.length > 0 ? (
            <section aria-label={t('search.naatSuggestions')}>
              <h2 className="suggest-head">{t('search.naatHeading')}</h2>
              <ul className="suggest-list">
                {naatItems.map((naat) => (
                  <li key={naat.id}>
                    <Link to={`/naat/${naat.id}`} replace onClick={onClose} className="suggest-item">
                      <NaatArt naat={naat} size={96} className="art-sm" />
                      <span className="suggest-text">
                        <span className="suggest-title">
                          <Highlighted text={naat.title} query={debounced} />
                        </span>
                        {naat.urduTitle ? (
                          <Urdu className="suggest-urdu">
                            <Highlighted text={naat.urduTitle} query={debounced} />
                          </Urdu>
                        ) : null}
                        <span className="suggest-sub">
                          <Highlighted text={artistName(naat)} query={debounced} />
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {noResults ? (
            <div className="suggest-empty">
              <p className="suggest-empty-title">{t('search.noResults')}</p>
              <p>{t('search.tryDifferent')}</p>
            </div>
          ) : null}
          {trimmed.length >= MIN_QUERY_LENGTH ? (
            <p className="suggest-all">
              <Link to={searchPath(trimmed)} replace onClick={onClose}>
                {t('search.seeAll', { query: trimmed })}
              </Link>
            </p>
          ) : null}
          <nav aria-label={t('search.quickLinks')} className="quick-links">
            <h2 className="suggest-head">{t('search.quickLinksHeading')}</h2>
            <ul>
              <li>
                <Link to="/popular" replace onClick={onClose}>
                  {t('search.quickPopular')}
                </Link>
              </li>
              <li>
                <Link to="/recent" replace onClick={onClose}>
                  {t('search.quickRecent')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
