import { guarded } from '#app/routing/screen-declaration';

export const templateList = guarded({
  path: '/template_design',
  title: 'Template',
  menu: { privilege: 'Template' },
  load: () => import('./TemplateList/TemplateList'),
});

export const templateAdd = guarded({
  path: '/template_add',
  title: 'Add Template',
  menu: { privilege: 'Template', level: 2 },
  load: () => import('./TemplateList/TemplateAdd'),
});

export const templateRequestList = guarded({
  path: '/template_request_list',
  title: 'Template Request',
  load: () => import('./TemplateRequestList/TemplateRequestList'),
});

export const selectOption = guarded({
  path: '/select_option',
  title: 'Select Option',
  within: templateList,
  load: () => import('./SelectOption/SelectOption'),
});

export const designTemplate = guarded({
  path: '/design_template',
  title: 'Design Template',
  within: templateList,
  load: () => import('./DesignTemplate/DesignTemplate'),
});
