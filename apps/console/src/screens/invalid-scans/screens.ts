import { guarded } from '#app/routing/screen-declaration';

export const invalidScanList = guarded({
  path: '/invalid_scan_list',
  title: 'Invalid Scan',
  menu: { privilege: 'Invalid Scan' },
  load: () => import('./InvalidScanList/InvalidScanList'),
});

export const invalidScanReport = guarded({
  path: '/download/invalid-scan-report',
  title: 'Invalid Scan Report',
  within: invalidScanList,
  load: () => import('./InvalidScanReport/InvalidScanReport'),
});
