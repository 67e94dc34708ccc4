/**
 * Status to allowed actions of the track-and-trace lists (spec 002 sections 2 and 4).
 */

/** Roll file: COMPLETED downloads, RUNNING offers nothing, any other status offers Generate. */
export const rollFileActions = (
  status: string | null | undefined,
): { download: boolean; generate: boolean } => ({
  download: status === 'COMPLETED',
  generate: status !== 'COMPLETED' && status !== 'RUNNING',
});

/** QR search record: COMPLETED enables the download. */
export const qrSearchRecordActions = (status: string | null | undefined) => ({
  download: status === 'COMPLETED',
});
