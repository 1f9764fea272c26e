import { useState, type SyntheticEvent } from 'react';
import {
  isUnknownError,
  toAdminResult,
  useAdminMeQuery,
  useChangePasswordMutation,
} from '../../api/adminApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { MessageId } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';
import { useLocale, useT } from '../../i18n/useT';
import { readAppName } from '../../lib/appName';
import { showToast } from '../toasts/toastsSlice';
import { selectAdminSession } from './adminSessionSlice';
import { validatePasswordForm, type PasswordFormValues } from './passwordForm';

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The role the server gives its one admin account, which the interface names in its own language. */
const SUPER_ADMINISTRATOR = 'Super Administrator';

/** A moment as date and time in the interface language, or null when there is none. */
function formatWhen(iso: string | null, locale: Locale): string | null {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** Change password, admin information and system information. */
export function Settings() {
  const t = useT();
  const locale = useLocale();
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
      dispatch(showToast({ message: t('admin.settings.passwordChanged'), type: 'success' }));
      return;
    }
    if (result.status === 401) return;
    // The server's 400 carries its own sentence ('Current password is incorrect').
    const message =
      result.status === 400 && !isUnknownError(result.error)
        ? result.error
        : t('admin.settings.changeFailed');
    setError(message);
    dispatch(showToast({ message, type: 'error' }));
  };

  const field = (name: keyof PasswordFormValues, label: MessageId, autoComplete: string) => (
    <label className="admin-field">
      <span>{t(label)}</span>
      <input
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    </label>
  );

  const role = me.data?.role ?? SUPER_ADMINISTRATOR;
  const lastLogin = formatWhen(me.data?.lastLoginAt ?? session.lastLoginAt, locale);
  return (
    <section className="admin-section" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('admin.settings.title')}</h1>
      <div className="admin-settings-grid">
        <form className="admin-card admin-form" onSubmit={(event) => void submit(event)} noValidate>
          <h2>{t('admin.settings.changePassword')}</h2>
          {field('currentPassword', 'admin.settings.currentPassword', 'current-password')}
          {field('newPassword', 'admin.settings.newPassword', 'new-password')}
          {field('confirmPassword', 'admin.settings.confirmPassword', 'new-password')}
          {error ? (
            <p className="admin-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="admin-btn admin-btn-primary" disabled={changeState.isLoading}>
            {changeState.isLoading ? t('admin.settings.submitting') : t('admin.settings.submit')}
          </button>
        </form>
        <div className="admin-card">
          <h2>{t('admin.settings.adminInfo')}</h2>
          <dl className="admin-info">
            <dt>{t('admin.settings.username')}</dt>
            <dd>{me.data?.username ?? 'admin'}</dd>
            <dt>{t('admin.settings.role')}</dt>
            <dd>{role === SUPER_ADMINISTRATOR ? t('admin.settings.superAdministrator') : role}</dd>
            <dt>{t('admin.settings.lastLogin')}</dt>
            <dd>{lastLogin ?? t('admin.settings.unknown')}</dd>
          </dl>
        </div>
        <div className="admin-card">
          <h2>{t('admin.settings.systemInfo')}</h2>
          <dl className="admin-info">
            <dt>{t('admin.settings.appName')}</dt>
            <dd>{readAppName()}</dd>
            <dt>{t('admin.settings.version')}</dt>
            <dd>1.0.0</dd>
            <dt>{t('admin.settings.environment')}</dt>
            <dd>{t('admin.settings.production')}</dd>
          </dl>
        </div>
      </div>
    </section>
  );
}
