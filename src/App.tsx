import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { readAppName } from './lib/appName';

export function App() {
  const appName = readAppName();
  return (
    <BrowserRouter>
      <header>
        <a href="/">{appName}</a>
      </header>
      <main>
        <Routes>
          <Route path="/" element={<h1>{appName}</h1>} />
          <Route path="*" element={<h1>Page not found</h1>} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
