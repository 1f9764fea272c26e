import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import { naat } from '../../downloadsFakes';

afterEach(() => {
  vi.doUnmock('../../../../src/features/downloads/downloadsThunks');
  vi.resetModules();
  vi.restoreAllMocks();
});

const toastMessages = (store: ReturnType<typeof makeStore>) =>
  store.getState().toasts.items.map((toast) => toast.message);

describe('download requests from a button', () => {
  it('run the pipeline once it has loaded', async () => {
    const downloadNaat = vi.fn(() => () => Promise.resolve('downloaded' as const));
    const removeDownload = vi.fn(() => () => Promise.resolve());
    vi.doMock('../../../../src/features/downloads/downloadsThunks', () => ({ downloadNaat, removeDownload }));
    const { requestDownload, requestRemoval } =
      await import('../../../../src/features/downloads/downloadRequests');
    const store = makeStore();
    await expect(store.dispatch(requestDownload(naat(7)))).resolves.toBe('downloaded');
    expect(downloadNaat).toHaveBeenCalledWith(naat(7));
    await store.dispatch(requestRemoval(naat(7)));
    expect(removeDownload).toHaveBeenCalledWith(7);
    expect(toastMessages(store)).toEqual([]);
  });

  it('say the download failed when the pipeline cannot be loaded', async () => {
    vi.doMock('../../../../src/features/downloads/downloadsThunks', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requestDownload, requestRemoval } =
      await import('../../../../src/features/downloads/downloadRequests');
    // The modules were reset, so the messages come from a fresh i18n instance: load its English catalogue.
    await (await import('../../../../src/i18n/i18n')).activateLocale('en');
    const store = makeStore();
    const item = naat(7, { title: 'Tajdar-e-Haram' });
    await expect(store.dispatch(requestDownload(item))).resolves.toBe('failed');
    await store.dispatch(requestRemoval(item));
    expect(toastMessages(store)).toEqual([
      'Failed to download "Tajdar-e-Haram". Please try again.',
      'Failed to delete "Tajdar-e-Haram". Please try again.',
    ]);
  });
});
