import type { ReactNode } from 'react';
import { Link } from '../../components/links';
import { useOnline } from './useOnline';
import './offline.css';

/**
 * Wraps a screen that works only online (/admin): offline, it says so instead of failing call by call,
 * and the screen comes back by itself when the connection does.
 */
export function RequiresConnection({
  children,
  what = 'The admin panel',
}: {
  children: ReactNode;
  what?: string;
}) {
  const online = useOnline();
  if (online) return <>{children}</>;
  return (
    <section className="requires-connection" aria-labelledby="requires-connection-title">
      <h1 id="requires-connection-title">You are offline</h1>
      <p>{what} needs an internet connection. It will open here as soon as you are back online.</p>
      <p>
        Downloaded naats still play: <Link to="/downloads">open your downloads</Link>.
      </p>
    </section>
  );
}
