import { guarded } from '#app/routing/screen-declaration';

export const guillocheList = guarded({
  path: '/guilloche_images_list',
  title: 'Guilloche Images',
  menu: { privilege: 'Guilloche Image' },
  load: () => import('./GuillocheList/GuillocheList'),
});

export const guillocheAdd = guarded({
  path: '/guilloche_images_add',
  title: 'Add Guilloche Image',
  within: guillocheList,
  load: () => import('./GuillocheAdd/GuillocheAdd'),
});

export const guillocheEdit = guarded({
  path: '/guilloche_images_edit',
  title: 'Edit Guilloche Image',
  within: guillocheList,
  load: () => import('./GuillocheEdit/GuillocheEdit'),
});
