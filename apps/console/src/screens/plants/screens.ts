import { guarded } from '#app/routing/screen-declaration';

export const plantList = guarded({
  path: '/plant_list',
  title: 'Plant',
  menu: { privilege: 'Plant' },
  load: () => import('./PlantList/PlantList'),
});

export const plantAdd = guarded({
  path: '/plant_add',
  title: 'Add Plant',
  within: plantList,
  load: () => import('./PlantAdd/PlantAdd'),
});

export const plantEdit = guarded({
  path: '/plant_edit',
  title: 'Edit Plant',
  within: plantList,
  load: () => import('./PlantEdit/PlantEdit'),
});
