import { useMemo } from 'react';
import * as v from 'valibot';
import { apiKeyCalls } from '@veritag/api';
import {
  apiScopeLabels,
  apiScopes,
  ApiKeyRequestSchema,
  formatIsoDate,
  optionalIsoDate,
  parseIsoDate,
  type ApiKeyCreated,
  type ApiScope,
} from '@veritag/domain';
import { Dialog, DialogContent, Form, useVeritagForm } from '@veritag/ui';
import { saveForm } from '#app/app/report-failure';
import { DialogButtons } from '#app/kit/dialog/DialogButtons';
import { api } from '#app/session/api-client';

/** Each scope as a box: its name as the machine's docs spell it, and what it opens. */
const scopeChoices = apiScopes.map((scope) => ({
  id: scope,
  label: scope,
  description: apiScopeLabels[scope],
}));

/**
 * The request's name and scopes as domain has them; the expiry picked as a day (decision 0456),
 * today or later, sent as the last instant of that day in the browser's time zone.
 */
const apiKeyFormSchema = (today: string) =>
  v.object({
    name: ApiKeyRequestSchema.entries.name,
    scopes: ApiKeyRequestSchema.entries.scopes,
    expiresOn: optionalIsoDate({ notBefore: today }),
  });

interface ApiKeyFormValues {
  name: string;
  scopes: ApiScope[];
  expiresOn: string;
}

/**
 * The last instant of the chosen day in the browser's time zone: the key works through that day,
 * and the list shows it expiring on that day, not at midnight of the next.
 */
const endOfDay = (day: string): string => {
  const { year, month, day: date } = parseIsoDate(day)!;
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
};

/** New API key: its name, scopes and optional last day; the key itself is shown once after. */
export function NewApiKeyDialog({
  open,
  onClose,
  onMade,
}: {
  open: boolean;
  onClose: () => void;
  onMade: (made: ApiKeyCreated) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent title="New API key">
        {open && <ApiKeyForm onCancel={onClose} onMade={onMade} />}
      </DialogContent>
    </Dialog>
  );
}

function ApiKeyForm({
  onCancel,
  onMade,
}: {
  onCancel: () => void;
  onMade: (made: ApiKeyCreated) => void;
}) {
  const today = useMemo(() => formatIsoDate(new Date()), []);
  const schema = useMemo(() => apiKeyFormSchema(today), [today]);
  const form = useVeritagForm<typeof schema, ApiKeyFormValues>({
    schema,
    defaultValues: { name: '', scopes: [], expiresOn: '' },
    onSubmit: ({ name, scopes, expiresOn }) => {
      // The schema requires both; stripping empty fields only types them optional.
      if (name === undefined || scopes === undefined) return;
      let made: ApiKeyCreated | undefined;
      return saveForm(
        async () => {
          made = await api.call(apiKeyCalls.create, {
            body: { name, scopes, expiresAt: expiresOn ? endOfDay(expiresOn) : null },
          });
        },
        () => made && onMade(made),
      );
    },
  });
  return (
    <Form form={form} aria-label="New API key">
      <form.AppField name="name">
        {(field) => (
          <field.TextField
            label="Name"
            description="Which system holds it, e.g. Packing line 2"
            isRequired
          />
        )}
      </form.AppField>
      <form.AppField name="scopes">
        {(field) => (
          <field.CheckboxGroup
            label="Scopes"
            options={scopeChoices}
            description="The key can never do more than you can."
            isRequired
          />
        )}
      </form.AppField>
      <form.AppField name="expiresOn">
        {(field) => (
          <field.DatePicker
            label="Expires"
            description="Optional: the key works through this day. Empty: until revoked."
            minDate={today}
          />
        )}
      </form.AppField>
      <DialogButtons label="Make key" onCancel={onCancel} />
    </Form>
  );
}
