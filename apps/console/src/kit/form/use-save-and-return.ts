import { notices } from '@veritag/domain';
import type { Route } from '#app/app/paths';
import { showToast, type ServerFieldErrors } from '@veritag/ui';
import { saveForm } from '#app/app/report-failure';
import { go } from '#app/app/navigation';

/**
 * Spec 002 section 1: a successful save or a cancel returns to the list. A save says so
 * ("Changes saved successfully"); a failure shows the server's title and hands its field
 * errors back to the form.
 */
export function useSaveAndReturn(listRoute: Route) {
  const toList = () => go(listRoute);
  return {
    cancel: toList,
    save: (work: () => Promise<unknown>): Promise<ServerFieldErrors | void> =>
      saveForm(work, () => {
        showToast({ tone: 'success', detail: notices.changesSaved, subject: 'save' });
        toList();
      }),
  };
}
