import { useState, type SyntheticEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { readAppName } from '../../lib/appName';
import { noticeDismissed, selectAdminNotice } from './adminSessionSlice';
import { login } from './adminThunks';
import { LOGIN_MESSAGES } from './passwordForm';

/** Username and password, both required; the server checks them. */
export function LoginPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectAdminNotice);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setError(LOGIN_MESSAGES.required);
      return;
    }
    setBusy(true);
    setError(null);
    dispatch(noticeDismissed());
    const failure = await dispatch(login(username.trim(), password));
    // On success this component unmounts; only a failure keeps it here.
    if (failure) {
      setError(failure);
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <main className="admin-login">
      <form className="admin-card admin-login-card" onSubmit={(event) => void submit(event)} noValidate>
        <h1>{t('admin.login.title')}</h1>
        <p className="admin-muted">{readAppName()}</p>
        {notice ? (
          <p className="admin-notice" role="status">
            {notice}
          </p>
        ) : null}
        <label className="admin-field">
          <span>{t('admin.login.username')}</span>
          <input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            required
          />
        </label>
        <label className="admin-field">
          <span>{t('admin.login.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </label>
        {error ? (
          <p className="admin-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="admin-btn admin-btn-primary admin-btn-block" disabled={busy}>
          {busy ? t('admin.login.submitting') : t('admin.login.submit')}
        </button>
      </form>
    </main>
  );
}
