import { guarded } from '#app/routing/screen-declaration';

export const printingJobList = guarded({
  path: '/printing_job_list',
  title: 'Printing Jobs',
  menu: { privilege: 'Print Data' },
  load: () => import('./PrintingJobList/PrintingJobList'),
});

export const printingJobAdd = guarded({
  path: '/printing_job_add',
  title: 'Add Printing Job',
  within: printingJobList,
  load: () => import('./PrintingJobAdd/PrintingJobAdd'),
});

export const printingDestinations = guarded({
  path: '/printing_destinations',
  title: 'Printer Destinations',
  within: printingJobList,
  load: () => import('./PrintingDestinations/PrintingDestinations'),
});
