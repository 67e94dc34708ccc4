import { guarded } from '#app/routing/screen-declaration';

export const rollFileList = guarded({
  path: '/roll_file_list',
  title: 'Rolls',
  menu: { privilege: 'Rolls' },
  load: () => import('./RollFileList/RollFileList'),
});
