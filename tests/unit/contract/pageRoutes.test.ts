import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../../src/app/router';
import { PAGE_PATHS } from '../../../contract/pageRoutes';

/** Every path the router serves, nested routes included ('*' is the router's own not-found page). */
function routerPaths(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...routerPaths(route.children ?? []),
  ]);
}

describe('the page route table', () => {
  it('is exactly the set of paths the client router serves', () => {
    const served = routerPaths(routes).filter((path) => path !== '*');
    expect([...served].sort()).toEqual(Object.values(PAGE_PATHS).sort());
  });

  it('has the home page as the router index route, the one page without a path', () => {
    const layout = routes.find((route) => route.path === undefined);
    expect(layout?.children?.some((route) => route.index === true)).toBe(true);
  });
});
