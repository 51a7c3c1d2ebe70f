// "page titles per route": every route of the app names its page in the browser tab (routeTitles.ts, or the
// route's own handle), in every language.
import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { createAppRoutes } from '../../../router';
import type { RouteHandle } from '../routeTitles';

function titled(routes: RouteObject[], parent = ''): { path: string; title: string | undefined }[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : parent ? `${parent}/${route.path}` : route.path;
    const own =
      route.path !== undefined && route.path !== ''
        ? [{ path, title: (route.handle as RouteHandle | undefined)?.title }]
        : [];
    return [...own, ...titled(route.children ?? [], path)];
  });
}

describe('page titles per route', () => {
  const routes = titled(createAppRoutes({} as IEnvironment));

  it('finds the routes of every area', () => {
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        'login',
        'people',
        'people/:id',
        ':relatedObject/:relatedObjectId/documents',
        'fleet/:id',
        'people/:id/edit/address',
        '*',
      ]),
    );
  });

  it('every route has a title', () => {
    expect(routes.filter((r) => !r.title).map((r) => r.path)).toEqual([]);
  });
});
