import * as v from 'valibot';

/** Record shapes of the track-and-trace and report lists (spec 002 section 3). */
const text = v.nullish(v.string());
const productRef = v.object({ id: v.number(), productName: v.string(), productCode: v.string() });

export const RollFileSchema = v.object({
  id: v.number(),
  createdBy: text,
  startingToken: text,
  endingToken: text,
  rollFileStatus: text,
  rollFile: text,
});
export type RollFile = v.InferOutput<typeof RollFileSchema>;

export const QrSearchRecordSchema = v.object({
  id: v.number(),
  qrCode: v.string(),
  customerId: v.nullish(v.number()),
  customerName: text,
  qrCodeCreatedBy: text,
  qrCodeCreatedDate: text,
  status: text,
  qrCodeFileName: text,
  qrCodeFilePath: text,
});
export type QrSearchRecord = v.InferOutput<typeof QrSearchRecordSchema>;

export const SmartBinQrSchema = v.object({
  id: v.number(),
  qrCode: v.string(),
  createdBy: text,
  createdDate: text,
});
export type SmartBinQr = v.InferOutput<typeof SmartBinQrSchema>;

export const ConsignmentSchema = v.object({
  id: v.number(),
  reference: v.string(),
  noOfBox: v.number(),
  overallStatus: text,
  sendingDate: text,
  palletLabels: v.optional(
    v.array(v.object({ name: text, description: text, count: v.nullish(v.number()), label: text })),
    [],
  ),
});
export type Consignment = v.InferOutput<typeof ConsignmentSchema>;

export const InventoryItemSchema = v.object({
  productId: productRef,
  quantity: v.number(),
  inwardQuantity: v.nullish(v.number()),
  remainingQuantity: v.nullish(v.number()),
  outwardDate: text,
  createdDate: text,
  inventoryList: v.optional(
    v.array(v.object({ productId: productRef, quantity: v.number(), createdDate: text })),
    [],
  ),
});
export type InventoryItem = v.InferOutput<typeof InventoryItemSchema>;

/**
 * A person's report of a not-genuine scan (spec 002: name, email, mobile, code, customer's
 * company name). Ours: the id a table row is known by, and when it was reported.
 */
export const InvalidScanSchema = v.object({
  id: v.number(),
  name: text,
  email: text,
  mobile: text,
  code: text,
  customer: v.nullish(v.object({ companyName: v.string() })),
  createdDate: v.string(),
});
export type InvalidScan = v.InferOutput<typeof InvalidScanSchema>;

export const EndUserReportRowSchema = v.object({
  name: text,
  email: text,
  mobileNo: text,
  code: text,
  customer: v.nullish(v.object({ companyName: v.string() })),
  fileUrl: text,
});
export type EndUserReportRow = v.InferOutput<typeof EndUserReportRowSchema>;
