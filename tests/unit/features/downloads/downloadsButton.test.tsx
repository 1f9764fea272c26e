import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import { DownloadButton, progressText } from '../../../../src/features/downloads/DownloadButton';
import {
  initialDownloadsState,
  type DownloadsState,
} from '../../../../src/features/downloads/downloadsSlice';
import { naat } from '../../downloadsFakes';
import { renderWithProviders } from '../../renderWithProviders';

afterEach(cleanup);

const item = naat(4, { title: 'Burda Shareef' });

function renderButton(downloads: Partial<DownloadsState>) {
  const store = makeStore({ downloads: { ...initialDownloadsState, status: 'loaded', ...downloads } });
  return renderWithProviders(<DownloadButton naat={item} />, { store });
}

describe('progressText', () => {
  it('gives percent and bytes, or bytes alone when the size is unknown', () => {
    expect(progressText({ loaded: 1258291, total: 2726298, percent: 46 })).toBe('46% · 1.2 MB of 2.6 MB');
    expect(progressText({ loaded: 2048, total: null, percent: null })).toBe('2.0 KB');
  });
});

describe('DownloadButton', () => {
  it('offers the download when idle', () => {
    renderButton({});
    expect(screen.getByRole('button', { name: 'Download Burda Shareef' })).toBeTruthy();
  });

  it('shows a progress bar with percent and bytes while downloading', () => {
    renderButton({ active: { 4: { phase: 'downloading', loaded: 512, total: 1024, percent: 50 } } });
    const bar = screen.getByRole('progressbar', { name: 'Downloading Burda Shareef' });
    expect(bar.getAttribute('value')).toBe('50');
    expect(screen.getByText('50% · 512 B of 1.0 KB')).toBeTruthy();
  });

  it("says 'Downloaded!' right after", () => {
    renderButton({ active: { 4: { phase: 'done' } } });
    expect(screen.getByText('Downloaded!')).toBeTruthy();
  });

  it('then shows the naat as downloaded, with a way to delete it', () => {
    renderButton({
      records: {
        4: {
          id: 4,
          naat: item,
          url: 'https://naats.test/Audio/naat-4.mp3',
          size: 10,
          downloadedAt: '2026-01-01',
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Downloaded: Burda Shareef. Delete the download' }));
    expect(screen.getByRole('button', { name: 'Delete download' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('button', { name: 'Delete download' })).toBeNull();
  });
});
