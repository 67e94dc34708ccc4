import { templateCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { TemplateListScreen } from './TemplateListScreen';

/** Who may open this screen: whoever the server lets add a template (Template, level 2, as the menu entry needs). */
export const access = templateCalls.create.access;

/** The menu's 'Add Template' (/template_add): the template list with the Add Template dialog open. */
export default function TemplateAdd() {
  return <TemplateListScreen route={paths.templateAdd} addAtStart />;
}
