import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type AppStore } from '../../src/app/store';

/**
 * Renders `ui` as the app does (the Redux store and a router around it) and returns the store, so a test can
 * dispatch to it and read its state. The one render helper for component tests.
 */
export function renderWithProviders(
  ui: ReactNode,
  { store = makeStore(), route = '/' }: { store?: AppStore; route?: string } = {},
): AppStore {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return store;
}
