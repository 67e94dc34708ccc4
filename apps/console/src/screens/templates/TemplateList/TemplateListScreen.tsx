import { useState } from 'react';
import type { Route } from '#app/app/paths';
import { ComboBox, Option } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { AddTemplateDialog } from './AddTemplateDialog';
import { CustomerTemplates } from './CustomerTemplates';
import { useCustomerChoice } from './use-customer-choice';
import * as styles from './TemplateList.css';

const title = 'Template';

/**
 * The template list of one customer (spec 001 section 2, 'List of template'), with the
 * customer chosen at the top. Both menu entries open it: 'Template' (/template_design, the list
 * from which the design screen is reached) and 'Add Template' (/template_add), which opens the
 * Add Template dialog at once.
 */
export function TemplateListScreen({
  route,
  addAtStart = false,
}: {
  route: Route;
  addAtStart?: boolean;
}) {
  const { customers, isLoading, customerId, choose } = useCustomerChoice(route);
  const [adding, setAdding] = useState(addAtStart);
  // Bumped after a save: the customer's templates load again, the new one first.
  const [generation, setGeneration] = useState(0);
  const customer = customers.find((option) => option.id === customerId);
  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Template' }]} />
      <div className={styles.chooser}>
        <ComboBox
          // Remounted once the customers arrive, so the chosen customer's name fills the input.
          key={isLoading ? 'loading' : 'ready'}
          label="Customer"
          defaultItems={customers}
          selectedKey={customerId ?? null}
          onSelectionChange={(key) => choose(key === null ? undefined : Number(key))}
          isDisabled={isLoading}
          isLoading={isLoading}
        >
          {(option) => <Option id={option.id}>{option.name}</Option>}
        </ComboBox>
      </div>
      {customerId !== undefined && (
        <CustomerTemplates
          key={`${customerId}:${generation}`}
          caption={customer ? `${title} of ${customer.name}` : title}
          customerId={customerId}
          onAdd={() => setAdding(true)}
        />
      )}
      <AddTemplateDialog
        open={adding && !isLoading}
        customers={customers}
        customerId={customerId}
        onClose={() => setAdding(false)}
        onSaved={(savedFor) => {
          setAdding(false);
          choose(savedFor);
          setGeneration((n) => n + 1);
        }}
      />
    </>
  );
}
