import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../../src/features/admin/ConfirmDialog';
import { Modal } from '../../../../src/features/admin/Modal';

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

describe('the admin ConfirmDialog', () => {
  it('asks its question as the description, starts on Cancel and confirms only on the action', () => {
    const onConfirm = vi.fn<() => void>();
    const onCancel = vi.fn<() => void>();
    render(
      <ConfirmDialog
        title="Delete Naat"
        message="Delete A?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Naat' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Delete A?',
    );
    // Enter on the opened dialog cancels: a destructive action needs a deliberate move.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('starts on a field the content marks, keeps the action off until it is filled, and shows a failure', () => {
    const { rerender } = render(
      <ConfirmDialog
        title="Merge"
        confirmLabel="Merge"
        onConfirm={() => {}}
        onCancel={() => {}}
        confirmDisabled
      >
        <select aria-label="Merge into" data-autofocus />
      </ConfirmDialog>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Merge into'));
    expect(screen.getByRole('button', { name: 'Merge' })).toHaveProperty('disabled', true);
    rerender(
      <ConfirmDialog
        title="Merge"
        confirmLabel="Merge"
        onConfirm={() => {}}
        onCancel={() => {}}
        error="Failed"
      >
        <select aria-label="Merge into" data-autofocus />
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Merge' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('alert').textContent).toBe('Failed');
  });

  it('cannot be cancelled or confirmed again while the action runs', () => {
    const onCancel = vi.fn<() => void>();
    render(
      <ConfirmDialog
        title="Delete Naat"
        message="Delete A?"
        confirmLabel="Delete"
        onConfirm={() => {}}
        onCancel={onCancel}
        busy
      />,
    );
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Delete Naat' }), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
  });
});
