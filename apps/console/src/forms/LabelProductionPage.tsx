import { useState } from 'react';
import {
  LabelProductionFormSchema,
  productionProblem,
  type LabelProductionForm as LabelProductionValues,
  type Production,
  type Stripped,
} from '@veritag/domain';
import { Button, Card, Form, useVeritagForm, type ServerFieldErrors } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { ProductionFigures } from './ProductionFigures';
import { ProductionRolls } from './ProductionRolls';
import * as styles from './LabelProduction.css';
import * as formStyles from './forms.css';

export interface LabelProductionPageProps {
  title: string;
  production: Production;
  onSave: (values: Stripped<LabelProductionValues>) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
}

/**
 * label_production_add and label_production_edit (spec 001 section 2; the rest is ours): the
 * print run's figures, the entry form ('Labels produced', 'Close production') and the rolls
 * made so far. The server cuts the labels into rolls of the plant's labels per roll and refuses
 * more than is pending (its title shows). When nothing can be recorded (closed, codes not made
 * yet, no labels per roll on the plant) the page says why instead of offering the form.
 */
export function LabelProductionPage({
  title,
  production: loaded,
  onSave,
  onCancel,
}: LabelProductionPageProps) {
  const [production, setProduction] = useState(loaded);
  const blocked = productionProblem(production, 0);
  return (
    <>
      <PageHeader
        title={title}
        trail={[
          { label: 'Printing' },
          { label: 'Label Production', route: paths.labelProductionList },
        ]}
      />
      <Card>
        <div className={styles.page}>
          <ProductionFigures production={production} />
          {blocked ? (
            <>
              <p className={styles.problem} role="status">
                {blocked}
              </p>
              <div>
                <Button variant="secondary" onPress={onCancel}>
                  Back
                </Button>
              </div>
            </>
          ) : (
            <LabelProductionForm label={title} onSave={onSave} onCancel={onCancel} />
          )}
          <ProductionRolls production={production} onChanged={setProduction} />
        </div>
      </Card>
    </>
  );
}

function LabelProductionForm({
  label,
  onSave,
  onCancel,
}: Pick<LabelProductionPageProps, 'onSave' | 'onCancel'> & { label: string }) {
  const form = useVeritagForm({
    schema: LabelProductionFormSchema,
    defaultValues: { producedQuantity: '', close: false },
    onSubmit: onSave,
  });
  return (
    <Form form={form} aria-label={label}>
      <div className={styles.fields}>
        <form.AppField name="producedQuantity">
          {(field) => (
            <field.NumberField
              label="Labels produced"
              description="Cut into rolls of the plant's labels per roll, in code order"
            />
          )}
        </form.AppField>
        <form.AppField name="close">
          {(field) => <field.Switch label="Close production" />}
        </form.AppField>
      </div>
      <div className={formStyles.buttons}>
        <form.SubmitButton>Save</form.SubmitButton>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
