import { guarded } from '#app/routing/screen-declaration';

export const linkQr = guarded({
  path: '/link_qr',
  title: 'Link QR',
  menu: { privilege: 'Master' },
  load: () => import('./LinkQr/LinkQr'),
});
