import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-guard.rules';
import { guardedRoutes, returnRouteWithoutId } from './routes.constants';

describe('route guard (spec 000 section 2.2)', () => {
  it.each([
    ['/login', false, { kind: 'show', route: '/login' }],
    ['/forgotpassowrd', false, { kind: 'show', route: '/forgotpassowrd' }],
    ['/set_password', false, { kind: 'show', route: '/set_password' }],
    ['/dashboard', true, { kind: 'show', route: '/dashboard' }],
    ['/dashboard', false, { kind: 'redirect', to: '/login', message: 'You need to login first!' }],
    ['/matnr_list', true, { kind: 'show', route: '/master_product_list' }],
    ['/nowhere', true, { kind: 'notFound', to: '/notfound' }],
  ])('%s with a live token %s', (path, live, access) => {
    expect(routeAccess(path, live)).toEqual(access);
  });
  it('knows every guarded path of the spec and where edit screens return without an id', () => {
    // The spec's 66, and ours: the audit trail, the printing destinations, the code blacklist and the geo-diversions.
    expect(guardedRoutes).toHaveLength(70);
    expect(returnRouteWithoutId['/customer_edit']).toBe('/customer_list');
    expect(returnRouteWithoutId['/business_partner_edit']).toBe('/business_partner_list');
    expect(returnRouteWithoutId['/design_template']).toBe('/template_design');
  });
});
