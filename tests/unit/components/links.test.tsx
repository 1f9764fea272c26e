import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
// React Router's own links, to compare the app's with.
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  MemoryRouter,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from '../../../src/components/links';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname} ${location.key}`}</output>;
}

function renderAt(route: string, ui: ReactNode) {
  render(
    <MemoryRouter initialEntries={[route]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
}

/** The markup React Router's own component gives for the same props, without its framework-mode attribute. */
function routerMarkup(route: string, ui: ReactNode): string {
  const { container, unmount } = render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);
  const html = container.innerHTML.replaceAll(' data-discover="true"', '');
  unmount();
  return html;
}

function appMarkup(route: string, ui: ReactNode): string {
  const { container, unmount } = render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);
  const html = container.innerHTML;
  unmount();
  return html;
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

const where = () => screen.getByTestId('where').textContent;

afterEach(cleanup);

describe('Link', () => {
  it('renders the markup React Router renders', () => {
    expect(
      appMarkup(
        '/',
        <Link to="/naat/7" className="title" lang="ur">
          Naat
        </Link>,
      ),
    ).toBe(
      routerMarkup(
        '/',
        <RouterLink to="/naat/7" className="title" lang="ur">
          Naat
        </RouterLink>,
      ),
    );
  });

  it('navigates on a plain click, after its own onClick', () => {
    const onClick = vi.fn();
    renderAt(
      '/',
      <Link to="/popular" onClick={onClick}>
        Popular
      </Link>,
    );
    fireEvent.click(screen.getByText('Popular'));
    expect(onClick).toHaveBeenCalledOnce();
    expect(where()).toMatch(/^\/popular /);
  });

  it('leaves a modified click and a prevented one to the browser', () => {
    renderAt(
      '/',
      <Link to="/popular" onClick={(event) => event.ctrlKey || event.preventDefault()}>
        Popular
      </Link>,
    );
    fireEvent.click(screen.getByText('Popular'));
    fireEvent.click(screen.getByText('Popular'), { ctrlKey: true });
    expect(where()).toMatch(/^\/ /);
  });

  it.each([
    [true, '/a'],
    [false, '/b'],
  ])('with replace %s, going back afterwards lands on %s', (replace, back) => {
    render(
      <MemoryRouter initialEntries={['/a', '/b']} initialIndex={1}>
        <Link to="/c" replace={replace}>
          C
        </Link>
        <Back />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('C'));
    expect(where()).toMatch(/^\/c /);
    fireEvent.click(screen.getByText('Back'));
    expect(where()).toMatch(new RegExp(`^${back} `));
  });
});

describe('NavLink', () => {
  const cases: [route: string, to: string, end: boolean][] = [
    ['/', '/', true],
    ['/popular', '/', true],
    ['/popular', '/popular', false],
    ['/popular/page/2', '/popular', false],
    ['/popular/page/2', '/popular', true],
    ['/popularity', '/popular', false],
    ['/Popular', '/popular', false],
  ];

  it.each(cases)('at %s, a link to %s (end %s) is marked as React Router marks it', (route, to, end) => {
    expect(
      appMarkup(
        route,
        <NavLink to={to} end={end}>
          Here
        </NavLink>,
      ),
    ).toBe(
      routerMarkup(
        route,
        <RouterNavLink to={to} end={end}>
          Here
        </RouterNavLink>,
      ),
    );
  });
});
