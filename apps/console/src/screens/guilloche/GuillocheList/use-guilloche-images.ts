import { guillocheCalls } from '@veritag/api';
import { reportFailure } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { api } from '#app/session/api-client';

export function useGuillocheImages() {
  const { state, reload } = useLoad(() => api.call(guillocheCalls.list));
  return {
    state,
    remove: async (id: number) => {
      await api.call(guillocheCalls.remove, { params: { id } }).catch(reportFailure);
      reload();
    },
  };
}
