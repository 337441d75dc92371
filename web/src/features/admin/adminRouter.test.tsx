import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPaths } from './adminPaths';
import { adminRouteTable } from './adminRouter';
import { createAdminApolloClient } from './apollo/adminApolloClient';
import { createSessionBridge } from './auth/sessionBridge';

const session = createSessionBridge();
const routes = adminRouteTable({
  publicLayout: <main>public layout</main>,
  client: createAdminApolloClient(session.hooks),
  session,
});

/** The innermost route `pathname` shows. */
function leaf(pathname: string): RouteObject | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route;
}

const catchAll = routes.at(-1)!;

describe("the admin's route table", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(Object.entries(adminPaths))('has a screen for %s', (_name, entry) => {
    const href = entry.getHref(7);
    const route = leaf(href);
    expect(route, href).toBeDefined();
    expect(route?.path, href).not.toBe('*');
  });

  it('shows the dashboard at /admin, and its not-found page below it', () => {
    expect(leaf('/admin')?.index).toBe(true);
    expect(leaf('/admin/')?.index).toBe(true);
    const unknown = leaf('/admin/no-existe');
    expect(unknown?.path).toBe('*');
    expect(unknown).not.toBe(catchAll);
  });

  it("loads public pages as the browser's own navigation, never settling while it leaves", async () => {
    for (const pathname of ['/', '/articulos', '/guias/3', '/administrar']) expect(leaf(pathname)).toBe(catchAll);
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    const loader = catchAll.loader as (args: Pick<LoaderFunctionArgs, 'request'>) => Promise<unknown>;
    let settled = false;
    void loader({ request: new Request('https://sitio.test/articulos?q=sueño') }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(assign).toHaveBeenCalledWith('https://sitio.test/articulos?q=sue%C3%B1o');
    expect(settled).toBe(false);
  });

  // Screens without a query of their own: the sign-in, password and sign-out screens.
  const withoutData = new Set(['login', 'logout', 'forgotPassword', 'resetPassword', 'changePassword']);

  it.each(Object.entries(adminPaths).filter(([name]) => !withoutData.has(name)))(
    "loads %s's data in its route loader, beside its code",
    (_name, entry) => {
      const route = leaf(entry.getHref(7));
      expect(route?.loader).toBeTypeOf('function');
      expect(route?.lazy).toBeTypeOf('function');
    },
  );
});
