import { useEffect, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/useT';
import { Toaster } from '../toasts/Toaster';
import { selectAdminToken } from './adminSessionSlice';
import { Dashboard } from './Dashboard';
import { LoginPage } from './LoginPage';
import { restoreAdminSession, startSessionPersistence } from './sessionPersistence';
import './admin.css';

/**
 * Every admin screen: the login form, or `children` once a session exists. A stored unexpired session is
 * restored first; an expired one is removed.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAdminToken);
  const [restoring, setRestoring] = useState(true);

  useEffect(() => {
    const stop = startSessionPersistence(dispatch);
    let live = true;
    void dispatch(restoreAdminSession()).finally(() => {
      if (live) setRestoring(false);
    });
    return () => {
      live = false;
      stop();
    };
  }, [dispatch]);

  return (
    <div className="admin-root">
      {restoring ? (
        <p className="admin-loading">{t('admin.gate.loading')}</p>
      ) : token ? (
        children
      ) : (
        <LoginPage />
      )}
      <Toaster />
    </div>
  );
}

/** /admin, outside the public layout and loaded lazily: the dashboard behind the login. */
export default function AdminPage() {
  return (
    <AdminGate>
      <Dashboard />
    </AdminGate>
  );
}
