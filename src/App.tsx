import './styles/app.css';
import { AppRouter } from './app/router';

export function App() {
  return <AppRouter />;
}
