import { webhookCalls } from '@veritag/api';
import {
  webhookEventLabels,
  webhookEventTypes,
  WebhookRequestSchema,
  type WebhookCreated,
  type WebhookEventType,
} from '@veritag/domain';
import { Dialog, DialogContent, Form, useVeritagForm } from '@veritag/ui';
import { saveForm } from '#app/app/report-failure';
import { DialogButtons } from '#app/kit/dialog/DialogButtons';
import { api } from '#app/session/api-client';

/** Each event type as a box: its name as deliveries carry it in `type`, and what it reports. */
const eventChoices = webhookEventTypes.map((type) => ({
  id: type,
  label: type,
  description: webhookEventLabels[type],
}));

interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
}

/** New webhook: the receiver's URL and the events it hears; its signing secret is shown once after. */
export function NewWebhookDialog({
  open,
  onClose,
  onMade,
}: {
  open: boolean;
  onClose: () => void;
  onMade: (made: WebhookCreated) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent title="New webhook">
        {open && <WebhookForm onCancel={onClose} onMade={onMade} />}
      </DialogContent>
    </Dialog>
  );
}

function WebhookForm({
  onCancel,
  onMade,
}: {
  onCancel: () => void;
  onMade: (made: WebhookCreated) => void;
}) {
  const form = useVeritagForm<typeof WebhookRequestSchema, WebhookFormValues>({
    schema: WebhookRequestSchema,
    defaultValues: { url: '', events: [] },
    onSubmit: ({ url, events }) => {
      // The schema requires both; stripping empty fields only types them optional.
      if (url === undefined || events === undefined) return;
      let made: WebhookCreated | undefined;
      return saveForm(
        async () => {
          made = await api.call(webhookCalls.create, { body: { url, events } });
        },
        () => made && onMade(made),
      );
    },
  });
  return (
    <Form form={form} aria-label="New webhook">
      <form.AppField name="url">
        {(field) => (
          <field.TextField
            label="URL"
            type="url"
            description="Where deliveries are posted: https:// and a public address"
            isRequired
          />
        )}
      </form.AppField>
      <form.AppField name="events">
        {(field) => <field.CheckboxGroup label="Events" options={eventChoices} isRequired />}
      </form.AppField>
      <DialogButtons label="Make webhook" onCancel={onCancel} />
    </Form>
  );
}
