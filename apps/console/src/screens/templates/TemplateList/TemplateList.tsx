import { templateCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { TemplateListScreen } from './TemplateListScreen';

/** Who may open this screen: whoever the server lets list a customer's templates (Template, level 1). */
export const access = templateCalls.forCustomer.access;

/** The menu's 'Template' (/template_design): the template list from which the design screen is reached. */
export default function TemplateList() {
  return <TemplateListScreen route={paths.templateList} />;
}
