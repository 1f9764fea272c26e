import { useCallback, useEffect, useId, useReducer, useRef, useState, type DragEvent } from 'react';
import { Link } from '../../components/links';
import { adminApi, adminErrorText } from '../../api/adminApi';
import { adminUnauthorized } from '../../api/adminUnauthorized';
import { baseApi } from '../../api/baseApi';
import { useGetRecitersByNameQuery } from '../../api/publicApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { formatBytes } from '../../lib/bytes';
import { selectAdminToken } from './adminSessionSlice';
import { readFileTags } from './audioTags';
import {
  BULK_MESSAGES,
  awaitsNameCheck,
  bulkReducer,
  chosenReciter,
  isEditable,
  isRemovable,
  namesToCheck,
  reciterFields,
  rowsToStart,
  sameNameRowsChoosingOtherwise,
  similarOf,
  statusText,
  summarise,
  type BulkRow,
  type ReciterChoice,
} from './bulkRows';
import { sendBulkFile, type BulkSend } from './bulkSend';

let nextId = 0;
/** A name is checked once the admin stops typing it for this long, not at every key. */
const NAME_CHECK_DELAY_MS = 300;

/**
 * Bulk upload: many audio files dropped or picked at once, one row each with the title and reciter from its
 * tags (editable), sent three at a time over tus with a progress bar and a result per file; a failed file is
 * retried alone, from where the server stopped when the connection dropped. A reciter name that is no
 * reciter's but is like existing reciters' (the server's rule, asked before the row can go) shows the
 * choice: attach to one of them (the closest by default) or create the new reciter.
 */
export function BulkUpload() {
  const t = useT();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAdminToken);
  const reciters = useGetRecitersByNameQuery(undefined);
  const [rows, act] = useReducer(bulkReducer, []);
  const [dragging, setDragging] = useState(false);
  const [allReciter, setAllReciter] = useState('');
  const files = useRef(new Map<string, File>());
  const sends = useRef(new Map<string, BulkSend>());
  const listId = useId();
  const summary = summarise(rows);

  const addFiles = useCallback((picked: FileList | File[]) => {
    const added = [...picked].map((file) => {
      nextId += 1;
      const id = `bulk-${nextId}`;
      files.current.set(id, file);
      return { id, fileName: file.name, size: file.size };
    });
    act({ type: 'added', files: added });
    for (const { id } of added) {
      const file = files.current.get(id);
      if (file) void readFileTags(file).then((tags) => act({ type: 'tagsRead', id, tags }));
    }
  }, []);

  const start = useCallback(
    (row: BulkRow) => {
      const file = files.current.get(row.id);
      if (!file || !token) return;
      act({ type: 'started', id: row.id });
      const running = sends.current.get(row.id);
      if (running && row.resumable) {
        running.resume();
        return;
      }
      const events = {
        progress: (sent: number) => act({ type: 'progress', id: row.id, sent }),
        sent: () => act({ type: 'checking', id: row.id }),
        succeeded: (message: string) => {
          act({ type: 'succeeded', id: row.id, message });
          // Manage Naats (and the public lists) show the new naat and any reciter it created.
          dispatch(baseApi.util.invalidateTags(['Naat', 'Reciter']));
        },
        failed: (message: string, resumable: boolean, status: number | null) => {
          act({ type: 'failed', id: row.id, message, resumable });
          if (status === 401) dispatch(adminUnauthorized());
        },
      };
      sendBulkFile(
        file,
        { title: row.title.trim(), reciter: row.reciter.trim(), ...reciterFields(row) },
        token,
        events,
        BULK_MESSAGES.lost,
      )
        .then((send) => sends.current.set(row.id, send))
        .catch(() => act({ type: 'failed', id: row.id, message: BULK_MESSAGES.lost, resumable: false }));
    },
    [dispatch, token],
  );

  // Each new reciter name is asked about once the admin stops typing; the answer goes to every row with it.
  // A tag may hold any character, so the names travel to the effect as JSON, not joined by one.
  const pendingKey = JSON.stringify(namesToCheck(rows));
  useEffect(() => {
    const names = JSON.parse(pendingKey) as string[];
    if (names.length === 0) return;
    const timer = setTimeout(() => {
      for (const name of names) {
        const asked = dispatch(
          adminApi.endpoints.reciterNameMatch.initiate(name, { subscribe: false, forceRefetch: true }),
        );
        void asked.then(({ data, error }) => {
          if (data) act({ type: 'nameMatched', name, match: data });
          else act({ type: 'nameCheckFailed', name, message: adminErrorText(error) });
        });
      }
    }, NAME_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, pendingKey]);
  const checkingNames = rows.some((row) => row.status === 'ready' && awaitsNameCheck(row));

  // The queue: whenever a row finishes or is queued, start the next ones up to the limit.
  useEffect(() => {
    for (const row of rowsToStart(rows)) start(row);
  }, [rows, start]);

  useEffect(() => {
    const running = sends.current;
    return () => {
      for (const send of running.values()) send.abort();
    };
  }, []);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) addFiles(event.dataTransfer.files);
  };

  const remove = (id: string) => {
    sends.current.get(id)?.abort();
    sends.current.delete(id);
    files.current.delete(id);
    act({ type: 'removed', id });
  };

  return (
    <main className="admin-main admin-bulk">
      <section className="admin-section" aria-labelledby="bulk-title">
        <div className="admin-section-head">
          <h1 id="bulk-title">{t('admin.bulk.title')}</h1>
          <Link className="admin-btn" to="/admin">
            {t('admin.bulk.back')}
          </Link>
        </div>
        <div
          className={`admin-dropzone${dragging ? ' is-dragging' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p>{t('admin.bulk.drop')}</p>
          <label className="admin-btn admin-btn-primary">
            {t('admin.bulk.choose')}
            <input
              type="file"
              multiple
              accept="audio/*,.mp3,.m4a,.aac,.ogg,.opus,.wav,.flac,.webm"
              className="visually-hidden"
              onChange={(event) => {
                if (event.target.files) addFiles(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
          <p className="admin-muted">{t('admin.bulk.hint')}</p>
        </div>
        {rows.length > 0 ? (
          <>
            <div className="admin-bulk-toolbar">
              <label className="admin-bulk-all">
                <span>{t('admin.bulk.reciterForAll')}</span>
                <input
                  list={listId}
                  value={allReciter}
                  onChange={(event) => setAllReciter(event.target.value)}
                />
              </label>
              <button
                type="button"
                className="admin-btn"
                disabled={allReciter.trim() === ''}
                onClick={() => act({ type: 'reciterForAll', reciter: allReciter.trim() })}
              >
                {t('admin.bulk.apply')}
              </button>
              <button
                type="button"
                className="admin-btn admin-btn-primary"
                disabled={checkingNames || !rows.some((row) => row.status === 'ready')}
                onClick={() => act({ type: 'uploadAll' })}
              >
                {t('admin.bulk.uploadAll')}
              </button>
            </div>
            <p className="admin-muted" role="status">
              {t('admin.bulk.summary', {
                done: formatNumber(summary.done),
                total: formatNumber(summary.total),
                failed: summary.failed,
                busy: summary.busy ? 'yes' : 'no',
              })}
            </p>
            <ul className="admin-bulk-list" aria-label={t('admin.bulk.files')}>
              {rows.map((row) => (
                <BulkRowView
                  key={row.id}
                  row={row}
                  listId={listId}
                  sameNameOthers={sameNameRowsChoosingOtherwise(rows, row).length}
                  onEdit={(field, value) => act({ type: 'edited', id: row.id, field, value })}
                  onChoose={(choice) => act({ type: 'reciterChosen', id: row.id, choice })}
                  onChooseForName={() => act({ type: 'reciterChosenForName', id: row.id })}
                  onRetry={() => act({ type: 'retry', id: row.id })}
                  onRemove={() => remove(row.id)}
                />
              ))}
            </ul>
          </>
        ) : null}
        <datalist id={listId}>
          {(reciters.data ?? []).map((reciter) => (
            <option key={reciter.id} value={reciter.name} />
          ))}
        </datalist>
      </section>
    </main>
  );
}

interface RowProps {
  row: BulkRow;
  listId: string;
  /** Other rows with this reciter name whose choice differs from this row's. */
  sameNameOthers: number;
  onEdit: (field: 'title' | 'reciter', value: string) => void;
  onChoose: (choice: ReciterChoice) => void;
  onChooseForName: () => void;
  onRetry: () => void;
  onRemove: () => void;
}

function BulkRowView({
  row,
  listId,
  sameNameOthers,
  onEdit,
  onChoose,
  onChooseForName,
  onRetry,
  onRemove,
}: RowProps) {
  const t = useT();
  const uid = useId();
  const editable = isEditable(row);
  const percent = row.size > 0 ? Math.min(100, Math.floor((100 * row.sent) / row.size)) : 0;
  return (
    <li className={`admin-bulk-row is-${row.status}`} aria-label={row.fileName}>
      <div className="admin-bulk-file">
        <strong>{row.fileName}</strong> <span className="admin-muted">{formatBytes(row.size)}</span>
      </div>
      <label className="admin-bulk-field">
        <span>{t('admin.bulk.fileTitle')}</span>
        <input
          value={row.title}
          disabled={!editable}
          aria-invalid={row.problem === 'title' || undefined}
          aria-describedby={row.problem ? `${uid}-problem` : undefined}
          onChange={(event) => onEdit('title', event.target.value)}
        />
      </label>
      <label className="admin-bulk-field">
        <span>{t('admin.bulk.fileReciter')}</span>
        <input
          list={listId}
          value={row.reciter}
          disabled={!editable}
          aria-invalid={row.problem === 'reciter' || undefined}
          aria-describedby={row.problem ? `${uid}-problem` : undefined}
          onChange={(event) => onEdit('reciter', event.target.value)}
        />
      </label>
      <ReciterChoiceView
        row={row}
        editable={editable}
        sameNameOthers={sameNameOthers}
        onChoose={onChoose}
        onChooseForName={onChooseForName}
      />
      <div className="admin-bulk-status">
        <progress
          max={100}
          value={percent}
          aria-label={t('admin.bulk.progressLabel', { file: row.fileName })}
        />
        <span className={row.status === 'failed' ? 'admin-error' : undefined}>{statusText(row)}</span>
        {row.problem ? (
          <span id={`${uid}-problem`} className="admin-error" role="alert">
            {BULK_MESSAGES[row.problem]}
          </span>
        ) : null}
      </div>
      <div className="admin-actions">
        {row.status === 'failed' ? (
          <button
            type="button"
            className="admin-btn admin-btn-small"
            aria-label={t('admin.bulk.retryLabel', { file: row.fileName })}
            disabled={awaitsNameCheck(row)}
            onClick={onRetry}
          >
            {t('admin.bulk.retry')}
          </button>
        ) : null}
        {isRemovable(row) ? (
          <button
            type="button"
            className="admin-btn admin-btn-small admin-btn-ghost"
            aria-label={t('admin.bulk.removeLabel', { file: row.fileName })}
            onClick={onRemove}
          >
            {t('admin.bulk.remove')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * For a reciter name that is no reciter's but is like existing ones': where this file goes. One radio per
 * like reciter ("Attach to ...", the closest chosen unless the admin says otherwise) and one to create the
 * new reciter; kept (disabled) once the file is on its way, so the row still says what was chosen.
 */
function ReciterChoiceView({
  row,
  editable,
  sameNameOthers,
  onChoose,
  onChooseForName,
}: {
  row: BulkRow;
  editable: boolean;
  sameNameOthers: number;
  onChoose: (choice: ReciterChoice) => void;
  onChooseForName: () => void;
}) {
  const t = useT();
  const uid = useId();
  const similar = similarOf(row);
  const chosen = chosenReciter(row);
  if (similar.length === 0) return null;
  const name = row.reciter.trim();
  return (
    <fieldset className="admin-bulk-match" disabled={!editable} aria-describedby={`${uid}-hint`}>
      <legend>{t('admin.bulk.match.legend', { file: row.fileName })}</legend>
      <p id={`${uid}-hint`} className="admin-muted">
        {t('admin.bulk.match.hint', { name, count: similar.length })}
      </p>
      {similar.map((reciter) => (
        <label key={reciter.id} className="admin-bulk-choice">
          <input
            type="radio"
            name={`${uid}-reciter`}
            checked={chosen === reciter.id}
            onChange={() => onChoose(reciter.id)}
          />
          <span>{t('admin.bulk.match.attach', { name: reciter.name })}</span>
        </label>
      ))}
      <label className="admin-bulk-choice">
        <input
          type="radio"
          name={`${uid}-reciter`}
          checked={chosen === 'new'}
          onChange={() => onChoose('new')}
        />
        <span>{t('admin.bulk.match.create', { name })}</span>
      </label>
      {editable && sameNameOthers > 0 ? (
        <button type="button" className="admin-btn admin-btn-small" onClick={onChooseForName}>
          {t('admin.bulk.match.forAll', { count: sameNameOthers, name })}
        </button>
      ) : null}
    </fieldset>
  );
}
