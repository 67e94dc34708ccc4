import { guarded } from '#app/routing/screen-declaration';

export const labelProductionList = guarded({
  path: '/label_production_list',
  title: 'Label Production',
  menu: { privilege: 'Label Production' },
  load: () => import('./LabelProductionList/LabelProductionList'),
});

export const labelProductionAdd = guarded({
  path: '/label_production_add',
  title: 'Add Label Production',
  within: labelProductionList,
  load: () => import('./LabelProductionAdd/LabelProductionAdd'),
});

export const labelProductionEdit = guarded({
  path: '/label_production_edit',
  title: 'Edit Label Production',
  within: labelProductionList,
  load: () => import('./LabelProductionEdit/LabelProductionEdit'),
});
