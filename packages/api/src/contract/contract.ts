import { authCalls } from './auth.contract';
import { companyCalls } from './companies.contract';
import { guillocheCalls } from './guilloche.contract';
import { settingsCalls } from './settings.contract';
import { systemCalls } from './system.contract';
import type { CallSpec } from './define-call';

/** Every call of the platform, grouped by area. The API root is /api. */
export const contract = {
  auth: authCalls,
  companies: companyCalls,
  guilloche: guillocheCalls,
  settings: settingsCalls,
  system: systemCalls,
} as const;

export const apiRoot = '/api';

/** Every declared call with its id (`area.name`), for coverage reports and the OpenAPI document. */
export const allCalls = (): { id: string; call: CallSpec }[] =>
  Object.entries(contract).flatMap(([area, calls]) =>
    Object.entries(calls as Record<string, CallSpec>).map(([name, call]) => ({ id: `${area}.${name}`, call })),
  );
