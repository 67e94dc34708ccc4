import { companyCalls } from '@veritag/api';
import { pageSizes } from '@veritag/domain';
import { ignoreFailure } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { api } from '#app/session/api-client';

/** The companies, 100 at a time as the spec asks (the table shows 10 a page). */
export function useCompanies() {
  const { state, reload } = useLoad(() =>
    api.call(companyCalls.list, { query: { page: 0, size: pageSizes.listRequest, sort: 'createdDate,desc' } }),
  );
  return {
    state,
    /** Deleting a company ignores a failure (spec 000 section 4); the list reloads either way. */
    remove: async (id: number) => {
      await ignoreFailure(() => api.call(companyCalls.remove, { params: { id } }));
      reload();
    },
  };
}
