import { createContext, useContext } from 'react';
import { settingsCalls } from '@veritag/api';
import { api } from '#app/session/api-client';
import { useFileUrl } from './use-file-url';
import { useLoad } from './use-load';

/** Loads the company logo from the settings (a lookup: failures are ignored). The layout calls it once. */
export function useLoadedCompanyLogo(): string | undefined {
  const { state } = useLoad(() => api.call(settingsCalls.get), { silent: true });
  return useFileUrl(
    state.status === 'ready' ? (state.data.companyLogo?.value ?? undefined) : undefined,
  );
}

export const CompanyLogoContext = createContext<string | undefined>(undefined);

/** The logo the layout loaded (the top bar's), for screens that show it too. */
export const useCompanyLogo = (): string | undefined => useContext(CompanyLogoContext);
