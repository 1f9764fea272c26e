import '@fontsource/noto-nastaliq-urdu/400.css';
import './styles/app.css';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';

export function App() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
