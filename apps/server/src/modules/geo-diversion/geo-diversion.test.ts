import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call, type CallOptions } from '../../test-support/api-calls';
import { otherCompanyAdmin } from '../../test-support/master-data';
import { scan } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { geoDiversionKit } from './test-support/shipments';

let t: TestApp;
const kit = geoDiversionKit(() => t);
let admin: string;
let loose: [string, string, string];
let pallet: string;
let units: string[];
let neverShipped: string;
let packedLater: string;
let unplacedDestination: string;

// The kit ships to the Mumbai depot (19.07, 72.87).
const thane = { lat: 19.2, lng: 72.97 }; // about 17 km away: the depot's own market
const delhi = { lat: 28.6139, lng: 77.209 }; // about 1,150 km away: another market

/** Shares a place at the scan page's own link for it. */
const locate = (link: string, place: { lat: number; lng: number }) =>
  call(t, contract.scanPage.locate, { link, body: place });
/** Scans a code on a phone and shares the place, as the scan page does. */
async function scanAt(code: string, place: { lat: number; lng: number }, device = 'phone-geo') {
  const { view } = await scan(t, code, device);
  const reply = await locate(view.actions!.location, place);
  expect(reply.status, reply.text).toBe(204);
}

/** What the demo seed flagged before these tests. */
let demo: { flags: number; points: number };

const firstPage = { page: 0, size: 10 };
const list = async (
  query: CallOptions<typeof contract.geoDiversions.list>['query'] = firstPage,
  token = admin,
) => {
  const reply = await call(t, contract.geoDiversions.list, { query }, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};
const wholeYears = { startDate: '2020-01-01', endDate: '2035-12-31', timeZone: 'UTC' };
const points = async (token = admin) => {
  const reply = await call(t, contract.geoDiversions.map, { query: wholeYears }, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  await kit.load(100);
  loose = kit.fresh(3) as [string, string, string];
  [pallet] = kit.fresh(1) as [string];
  units = kit.fresh(4);
  [neverShipped, packedLater, unplacedDestination] = kit.fresh(3) as [string, string, string];
  const ok = async (body: object) => expect((await kit.capture(admin, body)).status).toBe(200);
  await ok(kit.document(kit.packing(pallet, units), kit.storing([pallet, ...loose])));
  await ok(kit.document(kit.shipping([pallet, ...loose], 'CONS-GEO-1')));
  // Packed into the pallet after it left: no consignment lists this code, only its parent.
  await ok(kit.document(kit.packing(pallet, [packedLater])));
  // A destination named by GS1's destinationList has no coordinates to measure from.
  const unplaced = {
    ...kit.shipping([unplacedDestination], 'CONS-GEO-2'),
    'vt:destination': undefined,
    destinationList: [{ type: 'owning_party', destination: 'urn:epc:id:pgln:0614141.00001' }],
  };
  await ok(kit.document(kit.storing([unplacedDestination]), unplaced));
  // The demo's own diverted units (seed/demo-trail.ts) are there first: the figures below add to them.
  demo = { flags: (await list()).totalElements, points: (await points()).length };
}, 120_000);
afterAll(async () => t?.close());

describe('geo-diversion', () => {
  it('flags a scan far from its consignment’s destination, with its distance, and not one near it', async () => {
    await scanAt(loose[0], thane);
    await scanAt(loose[1], delhi);
    const { data, totalElements } = await list({ 'contains.consignment.reference': 'CONS-GEO-1' });
    expect(totalElements).toBe(1);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      code: loose[1],
      product: { productName: expect.any(String) },
      consignment: { reference: 'CONS-GEO-1' },
      destination: { name: 'Mumbai depot', latitude: 19.07, longitude: 72.87 },
      // Rounded to 0.1 degree: a region, not the person's home.
      scanPlace: { latitude: 28.6, longitude: 77.2 },
      distanceKm: expect.any(Number),
      createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(data[0]!.distanceKm).toBeGreaterThan(1100);
    expect(data[0]!.distanceKm).toBeLessThan(1200);
  });

  it('flags a unit packed in a shipped pallet through the pallet’s consignment', async () => {
    await scanAt(units[0]!, delhi);
    const { data } = await list({ 'contains.code': units[0] });
    expect(data.map((row) => [row.code, row.consignment.reference])).toEqual([
      [units[0], 'CONS-GEO-1'],
    ]);
  });

  it('finds the consignment through the parent a code is packed in when the consignment does not list the code', async () => {
    await scanAt(packedLater, delhi);
    const { data } = await list({ 'contains.code': packedLater });
    expect(data.map((row) => [row.code, row.consignment.reference])).toEqual([
      [packedLater, 'CONS-GEO-1'],
    ]);
  });

  it('never flags a code no consignment carried, however far it is scanned', async () => {
    await scanAt(neverShipped, delhi);
    expect((await list({ 'contains.code': neverShipped })).totalElements).toBe(0);
  });

  it('never flags a code shipped to a destination without coordinates', async () => {
    await scanAt(unplacedDestination, delhi);
    expect((await list({ 'contains.code': unplacedDestination })).totalElements).toBe(0);
  });

  it('keeps one flag per scan: the place is set once', async () => {
    const { view } = await scan(t, loose[2], 'phone-twice');
    expect((await locate(view.actions!.location, delhi)).status).toBe(204);
    await locate(view.actions!.location, { lat: -33.9, lng: 18.4 });
    const { data } = await list({ 'contains.code': loose[2] });
    expect(data.map((row) => row.scanPlace)).toEqual([{ latitude: 28.6, longitude: 77.2 }]);
  });

  it('shows the flagged scans on the dashboard map within the dates asked', async () => {
    const flagged = await points();
    expect(flagged).toHaveLength(demo.points + 4);
    expect(flagged).toContainEqual({
      latitude: 28.6,
      longitude: 77.2,
      distanceKm: expect.any(Number),
      destination: 'Mumbai depot',
    });
    const before = await call(
      t,
      contract.geoDiversions.map,
      { query: { startDate: '2020-01-01', endDate: '2020-12-31', timeZone: 'UTC' } },
      admin,
    );
    expect(before.body).toEqual([]);
    // The super admin's dashboard is the platform's.
    expect(await points(await tokenFor(t, 'superadmin'))).toHaveLength(demo.points + 4);
  });

  it('searches and sorts the list by its columns', async () => {
    expect((await list({ 'contains.consignment.reference': 'cons-geo-1' })).totalElements).toBe(4);
    expect((await list({ 'contains.destination.name': 'nowhere' })).totalElements).toBe(0);
    const sorted = (await list({ sort: 'code,asc' })).data.map((row) => row.code);
    expect(sorted).toEqual([...sorted].sort());
  });

  it('shows another company nothing, and refuses a user without Track & Trace', async () => {
    const other = await otherCompanyAdmin(t, 'Geo Diversion Other Co');
    expect(await list(firstPage, other.token)).toEqual({ data: [], totalElements: 0 });
    expect(await points(other.token)).toEqual([]);
    const without = await kit.user(await kit.companyId(), false);
    expect((await call(t, contract.geoDiversions.list, { query: firstPage }, without)).status).toBe(
      403,
    );
    expect((await list(firstPage, await kit.user(await kit.companyId(), true))).totalElements).toBe(
      demo.flags + 4,
    );
  });
});
