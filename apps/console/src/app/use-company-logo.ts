import { settingsCalls } from '@veritag/api';
import { api } from '#app/session/api-client';
import { useFileUrl } from './use-file-url';
import { useLoad } from './use-load';

/** The company logo for the top bar, from the settings (a lookup: failures are ignored). */
export function useCompanyLogo(): string | undefined {
  const { state } = useLoad(() => api.call(settingsCalls.get), { silent: true });
  return useFileUrl(state.status === 'ready' ? (state.data.companyLogo?.value ?? undefined) : undefined);
}
