import type { DemoTrailPlan } from '../modules/trace';

/**
 * The demo's second print run, by the codes' places in print order: 160 units scanned by
 * consumers, packed ten to a carton under 16 parent F-codes (places 160 to 175); twelve cartons
 * shipped in three consignments, two of them received, four cartons still in stock.
 */
export const demoScannedUnits = 160;
export const demoRunSize = demoScannedUnits + 16;

const shipments = [
  {
    reference: 'DEMO-CAT-01',
    destination: { name: 'Catania distributor', latitude: 37.5, longitude: 15.09 },
    received: true,
  },
  {
    reference: 'DEMO-VLT-02',
    destination: { name: 'Valletta retail', latitude: 35.9, longitude: 14.51 },
    received: true,
  },
  {
    reference: 'DEMO-MUM-03',
    destination: { name: 'Mumbai warehouse', latitude: 19.08, longitude: 72.88 },
    received: false,
  },
];
const cartonsPerShipment = 4;
const unitsPerCarton = 10;

export const demoTrailPlan: DemoTrailPlan = {
  cartons: Array.from({ length: demoScannedUnits / unitsPerCarton }, (_, carton) => ({
    parent: demoScannedUnits + carton,
    units: Array.from({ length: unitsPerCarton }, (_, unit) => carton * unitsPerCarton + unit),
  })),
  shipments: shipments.map((shipment, index) => ({
    ...shipment,
    cartons: Array.from(
      { length: cartonsPerShipment },
      (_, carton) => index * cartonsPerShipment + carton,
    ),
  })),
};

/** Where a home-market unit (still in stock or sold at the plant's door) is scanned: Pune. */
const home = { lat: 18.52, lng: 73.86 };
/** Where the odd diverted unit turns up instead of its consignment's destination. */
const diverted = { lat: 28.61, lng: 77.21 }; // Delhi

/**
 * Where consumers scan the unit at `index`: near the destination of the consignment that
 * carried it, the home market for those never shipped, and one in thirteen far away (grey
 * market), which the geo-diversion check is there to catch.
 */
export function demoScanTownOf(index: number): { lat: number; lng: number } {
  const shipment = shipments[Math.floor(index / (cartonsPerShipment * unitsPerCarton))];
  if (!shipment) return home;
  if (index % 13 === 0) return diverted;
  return { lat: shipment.destination.latitude, lng: shipment.destination.longitude };
}
