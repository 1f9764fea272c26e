import { NotFoundView } from './NotFoundView';

/** Any path the router does not know. */
export default function NotFoundPage() {
  return <NotFoundView variant="page" />;
}
