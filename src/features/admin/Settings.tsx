import { useState, type SyntheticEvent } from 'react';
import { toAdminResult, useAdminMeQuery, useChangePasswordMutation } from '../../api/adminApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { readAppName } from '../../lib/appName';
import { showToast } from '../toasts/toastsSlice';
import { selectAdminSession } from './adminSessionSlice';
import { validatePasswordForm, type PasswordFormValues } from './passwordForm';

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function formatWhen(iso: string | null): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleString();
}

/** Change password, admin information and system information. */
export function Settings() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectAdminSession);
  const me = useAdminMeQuery(undefined);
  const [changePassword, changeState] = useChangePasswordMutation();
  const [values, setValues] = useState<PasswordFormValues>(EMPTY);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = validatePasswordForm(values);
    setError(problem);
    if (problem) return;
    const result = toAdminResult(
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    );
    if (result.success) {
      setValues(EMPTY);
      dispatch(showToast({ message: 'Password changed successfully!', type: 'success' }));
      return;
    }
    if (result.status === 401) return;
    // The server's 400 carries the specification's text ('Current password is incorrect').
    const message =
      result.status === 400 && result.error !== 'Unknown error' ? result.error : 'Failed to change password';
    setError(message);
    dispatch(showToast({ message, type: 'error' }));
  };

  const field = (name: keyof PasswordFormValues, label: string, autoComplete: string) => (
    <label className="admin-field">
      <span>{label}</span>
      <input
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    </label>
  );

  return (
    <section className="admin-section" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <div className="admin-settings-grid">
        <form className="admin-card admin-form" onSubmit={(event) => void submit(event)} noValidate>
          <h2>Change Password</h2>
          {field('currentPassword', 'Current Password', 'current-password')}
          {field('newPassword', 'New Password', 'new-password')}
          {field('confirmPassword', 'Confirm New Password', 'new-password')}
          {error ? (
            <p className="admin-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="admin-btn admin-btn-primary" disabled={changeState.isLoading}>
            {changeState.isLoading ? 'Changing...' : 'Change Password'}
          </button>
        </form>
        <div className="admin-card">
          <h2>Admin Information</h2>
          <dl className="admin-info">
            <dt>Username</dt>
            <dd>{me.data?.username ?? 'admin'}</dd>
            <dt>Role</dt>
            <dd>{me.data?.role ?? 'Super Administrator'}</dd>
            <dt>Last Login</dt>
            <dd>{formatWhen(me.data?.lastLoginAt ?? session.lastLoginAt)}</dd>
          </dl>
        </div>
        <div className="admin-card">
          <h2>System Information</h2>
          <dl className="admin-info">
            <dt>App Name</dt>
            <dd>{readAppName()}</dd>
            <dt>Version</dt>
            <dd>1.0.0</dd>
            <dt>Environment</dt>
            <dd>Production</dd>
          </dl>
        </div>
      </div>
    </section>
  );
}
