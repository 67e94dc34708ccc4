import type { CaptureReply } from '@veritag/domain';
import type { TraceScope } from './trace-capture';

/** Where one of the demo's consignments went; `received` says whether it has arrived. */
export interface DemoShipment {
  reference: string;
  destination: { name: string; latitude: number; longitude: number };
  cartons: readonly string[];
  received: boolean;
}

/** What the demo's trail moves: cartons (parent F-codes) of units, and the shipments of some cartons. */
export interface DemoTrail {
  cartons: readonly { parent: string; units: readonly string[] }[];
  shipments: readonly DemoShipment[];
}

/** The same trail named by the codes' places in their batch's print order (the demo seed plans so). */
export interface DemoTrailPlan {
  cartons: readonly { parent: number; units: readonly number[] }[];
  shipments: readonly (Omit<DemoShipment, 'cartons'> & { cartons: readonly number[] })[];
}

/** The plan with its codes: `codes` in print order. */
export const demoTrailOf = (plan: DemoTrailPlan, codes: readonly string[]): DemoTrail => ({
  cartons: plan.cartons.map((carton) => ({
    parent: codes[carton.parent]!,
    units: carton.units.map((unit) => codes[unit]!),
  })),
  shipments: plan.shipments.map((shipment) => ({
    ...shipment,
    cartons: shipment.cartons.map((carton) => codes[plan.cartons[carton]!.parent]!),
  })),
});

const dayMs = 24 * 60 * 60 * 1000;
/** The plant's zone (Pune): the offset each event says it happened in, as EPCIS asks. */
const plantOffset = '+05:30';

/**
 * The demo's track and trace, as the plant's line system would send it: one EPCIS document
 * packing every carton and taking them into stock 70 days before `now`, one per shipment 65
 * days before, and the receipt of those that arrived 62 days before, so the inventory,
 * consignment and Parent F-Codes screens open with rows, and consumers' scans come after.
 */
export async function seedDemoTrail(
  capture: (scope: TraceScope, body: Record<string, unknown>) => Promise<CaptureReply>,
  scope: TraceScope,
  trail: DemoTrail,
  now: Date,
) {
  const at = (daysBefore: number) => ({
    eventTime: new Date(now.getTime() - daysBefore * dayMs).toISOString(),
    eventTimeZoneOffset: plantOffset,
  });
  const document = (eventList: object[]) => ({
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: now.toISOString(),
    epcisBody: { eventList },
  });
  const plant = { readPoint: { id: 'urn:epc:id:sgln:8901234.00001.0' } };
  await capture(
    scope,
    document([
      ...trail.cartons.map((carton) => ({
        type: 'AggregationEvent',
        action: 'ADD',
        bizStep: 'packing',
        parentID: carton.parent,
        childEPCs: carton.units,
        ...plant,
        ...at(70),
      })),
      {
        type: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'storing',
        epcList: trail.cartons.map((carton) => carton.parent),
        ...plant,
        ...at(70),
      },
    ]),
  );
  for (const shipment of trail.shipments) {
    const consignment = {
      bizTransactionList: [{ type: 'desadv', bizTransaction: shipment.reference }],
    };
    await capture(
      scope,
      document([
        {
          type: 'ObjectEvent',
          action: 'OBSERVE',
          bizStep: 'shipping',
          epcList: shipment.cartons,
          ...consignment,
          'vt:destination': shipment.destination,
          ...plant,
          ...at(65),
        },
      ]),
    );
    if (shipment.received)
      await capture(
        scope,
        document([
          {
            type: 'ObjectEvent',
            action: 'OBSERVE',
            bizStep: 'receiving',
            epcList: [],
            ...consignment,
            ...at(62),
          },
        ]),
      );
  }
}
