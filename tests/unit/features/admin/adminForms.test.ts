import { describe, expect, it } from 'vitest';
import { adminErrorText, toAdminResult } from '../../../../src/api/adminApi';
import type { Naat } from '../../../../src/api/types';
import { naatFormData } from '../../../../src/features/admin/adminThunks';
import {
  NAAT_MESSAGES,
  deleteNaatMessage,
  durationSeconds,
  emptyNaatForm,
  naatFields,
  naatToForm,
  parsePlayCount,
  progressText,
  transcriptionAudioUrl,
  validateNaatForm,
} from '../../../../src/features/admin/naatForm';
import {
  RECITER_MESSAGES,
  reciterPayload,
  reciterSaveError,
  validateReciterForm,
} from '../../../../src/features/admin/reciterForm';
import {
  LOGIN_MESSAGES,
  loginFailureText,
  validatePasswordForm,
} from '../../../../src/features/admin/passwordForm';
import { providerFailureText } from '../../../../src/features/admin/providerMessages';
import { decodeBase64Utf8 } from '../../../../src/lib/base64';

const filled = { ...emptyNaatForm, title: 'Ya Nabi', naatKhawanId: '3' };

describe('naat form validation', () => {
  it('requires a title and a Naat Khawan', () => {
    expect(validateNaatForm(emptyNaatForm, 'add', 'url', false)).toMatchObject({
      title: 'Title is required',
      naatKhawanId: 'Please select a Naat Khawan',
    });
    expect(validateNaatForm({ ...filled, title: '   ' }, 'add', 'file', true).title).toBe(
      'Title is required',
    );
  });

  it('requires a file in file mode, a path in url mode and an http(s) URL in fetch mode', () => {
    expect(validateNaatForm(filled, 'add', 'file', false)).toEqual({
      audioFile: 'Please select an audio file',
    });
    expect(validateNaatForm(filled, 'add', 'file', true)).toEqual({});
    expect(validateNaatForm(filled, 'add', 'url', false)).toEqual({ filePath: 'Audio file URL is required' });
    expect(validateNaatForm({ ...filled, filePath: '/Audio/a.mp3' }, 'add', 'url', false)).toEqual({});
    expect(validateNaatForm(filled, 'add', 'fetch', false)).toEqual({
      audioUrl: 'Audio file URL is required',
    });
    expect(validateNaatForm({ ...filled, audioUrl: 'ftp://x/a.mp3' }, 'add', 'fetch', false)).toEqual({
      audioUrl: 'Please provide a valid URL starting with http:// or https://',
    });
    expect(validateNaatForm({ ...filled, audioUrl: 'https://x.org/a.mp3' }, 'add', 'fetch', false)).toEqual(
      {},
    );
  });

  it('edit always needs a non-empty audio path, whatever method was picked', () => {
    expect(validateNaatForm(filled, 'edit', 'file', true)).toEqual({ filePath: NAAT_MESSAGES.url });
  });

  it('wants a play count that is a whole number of at least 0', () => {
    expect(parsePlayCount('')).toBe(0);
    expect(parsePlayCount('12')).toBe(12);
    expect(parsePlayCount('-1')).toBeNull();
    expect(parsePlayCount('1.5')).toBeNull();
    expect(
      validateNaatForm({ ...filled, filePath: 'x', playCount: '-3' }, 'add', 'url', false).playCount,
    ).toBe(NAAT_MESSAGES.playCount);
  });

  it('parses duration text like 4:35 or seconds, 0 when invalid', () => {
    expect(durationSeconds('4:35')).toBe(275);
    expect(durationSeconds('275')).toBe(275);
    expect(durationSeconds('1:02:03')).toBe(3723);
    expect(durationSeconds('four minutes')).toBe(0);
    expect(durationSeconds('')).toBe(0);
  });

  it('sends the duration only in url mode (the server reads it from uploaded and fetched audio)', () => {
    expect(naatFields({ ...filled, duration: '4:35' }, 'url').duration).toBe('275');
    expect(naatFields({ ...filled, duration: '4:35' }, 'file').duration).toBe('0');
  });

  it('builds the multipart body of POST /admin/audios for each method, the file last', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'naat.mp3', { type: 'audio/mpeg' });
    const form = naatFormData({ values: filled, method: 'file', file });
    expect([...form.keys()]).toEqual([
      'title',
      'urduTitle',
      'naatKhawanId',
      'duration',
      'playCount',
      'lyrics',
      'uploadType',
      'audioFile',
    ]);
    expect(form.get('uploadType')).toBe('file');
    const fetchForm = naatFormData({
      values: { ...filled, audioUrl: ' https://x.org/a.mp3 ' },
      method: 'fetch',
      file: null,
    });
    expect(fetchForm.get('audioUrl')).toBe('https://x.org/a.mp3');
    expect(fetchForm.has('audioFile')).toBe(false);
    expect(
      naatFormData({ values: { ...filled, filePath: '/Audio/a.mp3' }, method: 'url', file: null }).get(
        'filePath',
      ),
    ).toBe('/Audio/a.mp3');
  });

  it('opens an existing naat with its values and duration as m:ss', () => {
    const naat = {
      id: 1,
      title: 'T',
      urduTitle: null,
      filePath: '/Audio/a.mp3',
      duration: 275,
      playCount: 4,
      category: null,
      language: null,
      description: null,
      lyrics: 'ل',
      createdAt: '2026-01-01T00:00:00Z',
      naatKhawanId: 9,
      naatKhawan: { id: 9, name: 'N', image: null },
    } satisfies Naat;
    expect(naatToForm(naat)).toMatchObject({
      urduTitle: '',
      naatKhawanId: '9',
      duration: '4:35',
      playCount: '4',
      lyrics: 'ل',
    });
  });

  it('shows a progress text for each method: uploading, then processing; downloading for fetch', () => {
    expect(progressText('file', false)).toBe('Uploading audio file...');
    expect(progressText('file', true)).toBe('Processing...');
    expect(progressText('fetch', false)).toBe(
      'Downloading audio file from URL... This may take a few moments.',
    );
    expect(progressText('url', false)).toBe('Processing...');
  });

  it('transcribes the stored path (url method, edit) or the URL to fetch, and nothing before an upload', () => {
    const values = { ...filled, filePath: ' /Audio/a.mp3 ', audioUrl: ' https://x.org/b.mp3 ' };
    expect(transcriptionAudioUrl(values, 'add', 'url')).toBe('/Audio/a.mp3');
    expect(transcriptionAudioUrl(values, 'edit', 'url')).toBe('/Audio/a.mp3');
    expect(transcriptionAudioUrl(values, 'add', 'fetch')).toBe('https://x.org/b.mp3');
    expect(transcriptionAudioUrl(values, 'add', 'file')).toBe('');
  });

  it('says in the delete confirmation when the server file is deleted too', () => {
    expect(deleteNaatMessage({ title: 'A', filePath: '/Audio/a.mp3' })).toMatch(
      /will also be deleted from the server/,
    );
    expect(deleteNaatMessage({ title: 'A', filePath: 'https://x.org/a.mp3' })).not.toMatch(/server/);
  });
});

describe('reciter form', () => {
  it('requires the English name only', () => {
    expect(validateReciterForm({ name: ' ', urduName: '', bio: '', birthDate: '', birthPlace: '' })).toEqual({
      name: RECITER_MESSAGES.nameRequired,
    });
    expect(RECITER_MESSAGES.nameRequired).toBe('Name (English) is required');
    expect(validateReciterForm({ name: 'A', urduName: '', bio: '', birthDate: '', birthPlace: '' })).toEqual(
      {},
    );
  });

  it('sends the text fields base64-encoded (UTF-8) with _encoded true', () => {
    const payload = reciterPayload({
      name: ' Owais ',
      urduName: 'اویس رضا قادری',
      bio: '',
      birthDate: '1970-01-25',
      birthPlace: 'کراچی',
    });
    expect(payload._encoded).toBe(true);
    expect(decodeBase64Utf8(payload.name)).toBe('Owais');
    expect(decodeBase64Utf8(payload.urduName)).toBe('اویس رضا قادری');
    expect(decodeBase64Utf8(payload.birthPlace)).toBe('کراچی');
    expect(payload.birthDate).toBe('1970-01-25');
  });

  it('turns a 403 into the Security Error text, with the server message or the default', () => {
    expect(reciterSaveError(403, 'Blocked by WAF', 'Failed to add NaatKhawan')).toBe(
      'Security Error: Blocked by WAF',
    );
    expect(reciterSaveError(403, 'Unknown error', 'Failed to add NaatKhawan')).toBe(
      `Security Error: ${RECITER_MESSAGES.securityDefault}`,
    );
    expect(reciterSaveError(500, 'Unknown error', 'Failed to update NaatKhawan')).toBe(
      'Failed to update NaatKhawan',
    );
    expect(reciterSaveError(400, 'Name (English) is required', 'x')).toBe('Name (English) is required');
  });
});

describe('password and login texts', () => {
  it('checks the new passwords match and are long enough', () => {
    const base = { currentPassword: 'old-pass', newPassword: 'abcdef', confirmPassword: 'abcdef' };
    expect(validatePasswordForm(base)).toBeNull();
    expect(validatePasswordForm({ ...base, confirmPassword: 'abcdeg' })).toBe('New passwords do not match');
    expect(validatePasswordForm({ ...base, newPassword: 'abc', confirmPassword: 'abc' })).toBe(
      'New password must be at least 6 characters long',
    );
    expect(validatePasswordForm({ ...base, currentPassword: '' })).toBe('Please fill in all password fields');
  });

  it('words each login failure: wrong password, too many attempts, anything else', () => {
    expect(loginFailureText(401, 'Invalid username or password')).toBe(LOGIN_MESSAGES.invalid);
    expect(loginFailureText(429, 'Too many failed login attempts. Please try again in 15 minutes.')).toMatch(
      /^Too many/,
    );
    expect(loginFailureText(500, 'boom')).toBe('Login failed. Please try again.');
    expect(loginFailureText(null, 'Unknown error')).toBe('Login failed. Please try again.');
  });
});

describe('admin error texts', () => {
  it('uses the response error, then message, then the thrown message, then Unknown error', () => {
    expect(adminErrorText({ status: 400, data: { error: 'E', message: 'M' } })).toBe('E');
    expect(adminErrorText({ status: 400, data: { message: 'M' } })).toBe('M');
    expect(adminErrorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    );
    expect(adminErrorText(new Error('thrown'))).toBe('thrown');
    expect(adminErrorText({ status: 500, data: null })).toBe('Unknown error');
    expect(toAdminResult({ error: { status: 502, data: { error: 'x' } } })).toEqual({
      success: false,
      data: null,
      error: 'x',
      status: 502,
    });
    expect(toAdminResult({ data: 5 })).toEqual({ success: true, data: 5 });
  });

  it('words provider failures with the server error, or the connection text when there was no answer', () => {
    const answered = toAdminResult({
      error: {
        status: 503,
        data: { error: 'Translation is not configured on this server. Set TRANSLATE_URL.' },
      },
    });
    expect(providerFailureText('Translation', answered)).toBe(
      'Translation failed: Translation is not configured on this server. Set TRANSLATE_URL.',
    );
    const offline = toAdminResult({ error: { status: 'FETCH_ERROR', error: 'Failed to fetch' } });
    expect(providerFailureText('Translation', offline)).toBe(
      'Translation failed. Please check your internet connection and try again.',
    );
    expect(providerFailureText('Transcription', offline)).toBe(
      'Transcription failed. Please check your connection and try again.',
    );
  });
});
