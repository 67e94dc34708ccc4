/**
 * What a machine's API key may do (decision 0444): a fixed list, each scope naming the calls it opens.
 * A call declares its scope in the contract (`scope`); a key may make a call only when it holds
 * that scope AND the person who made the key may make the call now (their role and privileges,
 * read afresh on every call), so a key never exceeds its maker and loses power with them.
 */
export const apiScopes = [
  'trace:write',
  'trace:read',
  'codes:read',
  'scans:read',
  'print-data:write',
  'reports:read',
] as const;
export type ApiScope = (typeof apiScopes)[number];

/** What each scope opens, as the key form and the API reference say it. */
export const apiScopeLabels: Record<ApiScope, string> = {
  'trace:write': 'Capture EPCIS events (a packing or shipping line)',
  'trace:read': 'Query EPCIS events and read code histories',
  'codes:read': 'Look up codes, their products and print runs',
  'scans:read': 'Read scans and invalid scan reports',
  'print-data:write': 'Issue print data (codes for a print run)',
  'reports:read': 'Run and download reports',
};

/** The prefix every key starts with, so a leaked one is recognisable (secret scanners). */
export const apiKeyPrefix = 'vtk_';
/** How many characters of a key are kept in clear to tell keys apart in a list. */
export const apiKeyShownLength = 12;
/** A key as sent: the prefix and 32 random bytes in base64url (43 characters). */
export const apiKeyPattern = /^vtk_[A-Za-z0-9_-]{43}$/;
