import { pgView } from 'drizzle-orm/pg-core';
import { invalidScans, scans } from './scans.table';

/**
 * This module's named read for the dashboards, which roll scans up and add the scans after
 * their mark inside one snapshot and one statement: each scan's id, company, customer,
 * product, verdict, time and place; never its device, network or session (the evidence stays
 * here). A view the planner sees through, so the dashboards' reads keep the scans table's
 * indexes (by id, and by company and time).
 */
export const scanVerdicts = pgView('scan_verdicts').as((qb) =>
  qb
    .select({
      id: scans.id,
      companyId: scans.companyId,
      customerId: scans.customerId,
      productId: scans.productId,
      verdict: scans.verdict,
      createdAt: scans.createdAt,
      lat: scans.lat,
      lng: scans.lng,
    })
    .from(scans),
);

/**
 * This module's named read for the invalid-scans module's list and report (spec 002): each
 * report of a not-genuine product, with the company and customer of its code, the reporter's
 * name, email and mobile, and when it was made; only this module writes them (scan-reports.ts).
 */
export const invalidScanReports = pgView('invalid_scan_reports').as((qb) =>
  qb
    .select({
      id: invalidScans.id,
      companyId: invalidScans.companyId,
      customerId: invalidScans.customerId,
      code: invalidScans.code,
      name: invalidScans.name,
      email: invalidScans.email,
      mobile: invalidScans.mobile,
      createdAt: invalidScans.createdAt,
    })
    .from(invalidScans),
);
