import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import { activateLocale } from '../../../../src/i18n/i18n';
import { audioStateText } from '../../../../src/features/admin/AudioStateCell';
import {
  SESSION_EXPIRED_NOTICE,
  selectAdminNotice,
  sessionEnded,
} from '../../../../src/features/admin/adminSessionSlice';
import { NAAT_MESSAGES, validateNaatForm, emptyNaatForm } from '../../../../src/features/admin/naatForm';
import { deleteReciterMessage } from '../../../../src/features/admin/reciterForm';

afterEach(async () => {
  await activateLocale('en');
});

describe('admin texts', () => {
  it('are made in the language of the moment, not the one the module loaded in', async () => {
    const store = makeStore();
    store.dispatch(sessionEnded(SESSION_EXPIRED_NOTICE));
    await activateLocale('ur');
    expect(NAAT_MESSAGES.title).toBe('عنوان لازمی ہے');
    expect(validateNaatForm(emptyNaatForm, 'add', 'file', false).title).toBe('عنوان لازمی ہے');
    expect(selectAdminNotice(store.getState())).toBe(
      'آپ کا سیشن ختم ہو گیا ہے۔ براہ کرم دوبارہ لاگ ان کریں۔',
    );
    expect(audioStateText({ audio: { state: 'working', progress: 0.5, error: null } })).toBe(
      'پراسیس ہو رہی ہے 50%',
    );
    expect(deleteReciterMessage({ name: 'Owais', audioCount: 1 })).toContain('ان کی ابھی 1 نعت موجود ہے');
    await activateLocale('en');
    expect(NAAT_MESSAGES.title).toBe('Title is required');
    expect(deleteReciterMessage({ name: 'Owais', audioCount: 1 })).toBe(
      'Are you sure you want to delete "Owais"? They still have 1 naats; delete or move those first.',
    );
    store.dispose();
  });
});
