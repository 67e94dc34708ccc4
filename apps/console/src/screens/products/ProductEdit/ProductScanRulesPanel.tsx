import { productCalls } from '@veritag/api';
import {
  flagAfterSessionsRange,
  ProductScanRulesFormSchema,
  type ProductScanRules,
} from '@veritag/domain';
import {
  Card,
  Form,
  Spinner,
  Switch,
  TextField,
  useVeritagForm,
  type ServerFieldErrors,
} from '@veritag/ui';
import { useAllowed } from '#app/kit/access/use-allowed';
import { useProductScanRules } from './use-product-scan-rules';
import * as styles from './ProductScanRulesPanel.css';

const thresholdLabel = 'Flag a code after N people scanned it';
const autoBlacklistLabel =
  'Auto-blacklist flagged codes, under review until confirmed (reason: max scan count)';
const thresholdHelp = `${flagAfterSessionsRange.min} to ${flagAfterSessionsRange.max}; leave empty for no threshold. Scans from one phone or one network count as one person`;

/**
 * One product's scan rules (decision 0257), below its form: set with its own Save (its own
 * call and access rule), shown read only to whoever may read the rules but not set them.
 */
export function ProductScanRulesPanel({ productId }: { productId: number }) {
  const allowed = useAllowed();
  const { state, save } = useProductScanRules(productId);
  return (
    <Card title="Scan rules" elevation="flat" className={styles.panel}>
      {state.status === 'loading' && <Spinner aria-label="Loading the scan rules" />}
      {state.status === 'ready' &&
        (allowed(productCalls.setScanRules) ? (
          <ScanRulesForm rules={state.data} onSave={save} />
        ) : (
          <ScanRulesReadOnly rules={state.data} />
        ))}
    </Card>
  );
}

function ScanRulesReadOnly({ rules }: { rules: ProductScanRules }) {
  return (
    <div className={styles.fields}>
      <TextField
        label={thresholdLabel}
        value={rules.flagAfterSessions === null ? 'Off' : String(rules.flagAfterSessions)}
        isReadOnly
      />
      <Switch label={autoBlacklistLabel} checked={rules.autoBlacklist} disabled />
    </div>
  );
}

const hasThreshold = (value: unknown) => value !== undefined && value !== null && value !== '';

function ScanRulesForm({
  rules,
  onSave,
}: {
  rules: ProductScanRules;
  onSave: ReturnType<typeof useProductScanRules>['save'];
}) {
  const form = useVeritagForm({
    schema: ProductScanRulesFormSchema,
    defaultValues: {
      flagAfterSessions: rules.flagAfterSessions ?? '',
      autoBlacklist: rules.autoBlacklist,
    },
    onSubmit: (values): Promise<ServerFieldErrors | void> => onSave(values),
  });
  return (
    <Form form={form} aria-label="Scan rules">
      <div className={styles.fields}>
        <form.AppField
          name="flagAfterSessions"
          // Auto-blacklist needs a threshold (the domain refuses it alone): emptying the number turns it off.
          listeners={{
            onChange: ({ value }) =>
              !hasThreshold(value) && form.setFieldValue('autoBlacklist', false),
          }}
        >
          {(field) => (
            <field.NumberField
              label={thresholdLabel}
              description={thresholdHelp}
              minValue={flagAfterSessionsRange.min}
              maxValue={flagAfterSessionsRange.max}
              maxChars={4}
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => hasThreshold(state.values.flagAfterSessions)}>
          {(threshold) => (
            <form.AppField name="autoBlacklist">
              {(field) => <field.Switch label={autoBlacklistLabel} disabled={!threshold} />}
            </form.AppField>
          )}
        </form.Subscribe>
      </div>
      <div>
        <form.SubmitButton>Save scan rules</form.SubmitButton>
      </div>
    </Form>
  );
}
