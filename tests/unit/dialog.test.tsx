import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../src/features/admin/Modal';

afterEach(cleanup);

describe('the admin Modal (the shared Dialog)', () => {
  it('traps focus, closes on Escape and the close button, but not on a backdrop click', () => {
    const onClose = vi.fn<() => void>();
    render(
      <Modal title="Add New Naat" onClose={onClose}>
        <input aria-label="Title" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add New Naat' });
    const close = screen.getByRole('button', { name: 'Close' });
    const title = screen.getByLabelText('Title');
    expect(document.activeElement).toBe(close);
    // Tab from the last field wraps to the first: focus never leaves the dialog.
    title.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('refuses to close while busy', () => {
    const onClose = vi.fn<() => void>();
    render(
      <Modal title="Edit Naat" onClose={onClose} busy>
        <input aria-label="Title" />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Naat' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);
    expect(onClose).not.toHaveBeenCalled();
  });
});
