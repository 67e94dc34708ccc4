import { guarded } from '#app/routing/screen-declaration';

export const smartBin = guarded({
  path: '/smart-bin',
  title: 'Smart Bin',
  menu: { privilege: 'Smart Bin' },
  load: () => import('./SmartBinList/SmartBinList'),
});
