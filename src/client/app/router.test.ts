import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type PageHandle, routes } from './router';

function pageRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [
    ...((route.handle as PageHandle | undefined)?.module ? [route] : []),
    ...pageRoutes(route.children ?? []),
  ]);
}

describe('routes', () => {
  it("every page's route loads the component it names from the module its handle names", async () => {
    const pages = pageRoutes(routes);
    expect(pages.length).toBeGreaterThan(40);
    for (const route of pages) {
      const { module } = route.handle as PageHandle;
      expect(module, route.path).toMatch(/^features\/[\w-]+\/pages\/[\w-]+\.tsx$/);
      expect(typeof route.lazy, route.path).toBe('function');
      const loaded = await (route.lazy as () => Promise<RouteObject>)();
      expect(typeof loaded.Component, `${route.path}: ${module}`).toBe('function');
    }
  });
});
