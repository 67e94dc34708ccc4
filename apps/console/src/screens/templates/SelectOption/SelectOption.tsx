import { templateCalls } from '@veritag/api';
import { Button, Card } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { useLoad } from '#app/app/use-load';
import { go, navigationState, useRecordId } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import * as styles from './SelectOption.css';

/** Who may open this screen: whoever may design a template (Template, level 2). */
export const access = templateCalls.create.access;

/**
 * select_option (spec 001 section 2): entered after Save And Design with the new template's id
 * in navigation state (and its customer's, for the way back); without an id the user returns to
 * template_design. The spec says no more, so it offers the next steps: design the template now,
 * or go back to the customer's template list.
 */
export default function SelectOption() {
  const id = useRecordId(paths.templateList);
  const { customerId } = navigationState<{ customerId: number }>();
  if (id === undefined) return null;
  return <NextSteps id={id} customerId={typeof customerId === 'number' ? customerId : undefined} />;
}

function NextSteps({ id, customerId }: { id: number; customerId: number | undefined }) {
  // Names the template when its customer is known; the steps work without it (lookups fail silently).
  const { state } = useLoad(
    () =>
      customerId === undefined
        ? Promise.resolve([])
        : api.call(templateCalls.forCustomer, {
            params: { customerId },
            query: { sort: 'createdDate,desc' },
          }),
    { silent: true },
  );
  const template =
    state.status === 'ready' ? state.data.find((candidate) => candidate.id === id) : undefined;
  const toList = () => go(paths.templateList, customerId === undefined ? null : { customerId });
  return (
    <>
      <PageHeader
        title="Select Option"
        trail={[{ label: 'Template' }, { label: 'Add Template', route: paths.templateList }]}
      />
      <Card
        title={template ? `Template ${template.description} is saved` : 'The template is saved'}
      >
        <div className={styles.body}>
          <p>It stays PENDING until its design is saved; then labels can be generated from it.</p>
          <div className={styles.buttons}>
            <Button onPress={() => go(paths.designTemplate, { id, customerId })}>
              Design Template
            </Button>
            <Button variant="secondary" onPress={toList}>
              Back to the list
            </Button>
          </div>
        </div>
      </Card>
    </>
  );
}
