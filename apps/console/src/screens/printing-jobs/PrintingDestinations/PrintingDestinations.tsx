import { useState } from 'react';
import { printingDestinationCalls } from '@veritag/api';
import {
  access as rules,
  destinationAddress,
  notices,
  PrinterDestinationFormSchema,
  printerProtocols,
  type PrintingTarget,
} from '@veritag/domain';
import {
  Button,
  Card,
  Form,
  Option,
  Select,
  showToast,
  Spinner,
  useVeritagForm,
} from '@veritag/ui';
import { paths } from '#app/app/paths';
import { PageHeader } from '#app/app/PageHeader';
import { reportFailure, saveForm } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import * as formStyles from '#app/forms/forms.css';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';

/**
 * Who may open this screen: the company admin, who alone sets printer destinations (they hold
 * the login of an outside server); the list call it reads is open to Print Data 1.
 */
export const access = rules.companyAdmin;

const keyOf = (target: PrintingTarget) => `${target.kind}:${target.id}`;
const describe = (target: PrintingTarget) =>
  `${target.kind === 'vendor' ? 'Vendor' : 'Plant'}: ${target.name} (${target.destination ? destinationAddress(target.destination) : 'local drop folder'})`;

/**
 * Printer Destinations (ours, decision 0205): choose a vendor or plant, then set the FTP, FTPS or
 * SFTP server its printing jobs go to, or remove it so they go to the local drop folder. The
 * stored password shows as a mask; leaving it keeps it.
 */
export default function PrintingDestinations() {
  const targets = useLoad(() => api.call(printingDestinationCalls.list));
  const [chosen, setChosen] = useState<string | null>(null);
  const all = targets.state.status === 'ready' ? targets.state.data : [];
  const target = all.find((item) => keyOf(item) === chosen);
  return (
    <>
      <PageHeader
        title="Printer Destinations"
        trail={[{ label: 'Printing Jobs', route: paths.printingJobList }]}
      />
      <Card>
        {targets.state.status === 'loading' ? (
          <Spinner aria-label="Loading vendors and plants" />
        ) : (
          <Select
            label="Vendor or plant"
            placeholder="Choose a vendor or plant"
            items={all.map((item) => ({ id: keyOf(item), label: describe(item) }))}
            selectedKey={chosen}
            onSelectionChange={(key) => setChosen(key === null ? null : String(key))}
          >
            {(item) => <Option id={item.id}>{item.label}</Option>}
          </Select>
        )}
        {target && (
          <DestinationForm
            key={`${keyOf(target)}:${JSON.stringify(target.destination)}`}
            target={target}
            onSaved={targets.reload}
          />
        )}
        <div className={formStyles.buttons}>
          <Button variant="secondary" onPress={() => go(paths.printingJobList)}>
            Back to Printing Jobs
          </Button>
        </div>
      </Card>
    </>
  );
}

function DestinationForm({ target, onSaved }: { target: PrintingTarget; onSaved: () => void }) {
  const params = { kind: target.kind, id: target.id };
  const saved = target.destination;
  const form = useVeritagForm({
    schema: PrinterDestinationFormSchema,
    defaultValues: {
      protocol: saved?.protocol,
      host: saved?.host ?? '',
      port: saved ? String(saved.port) : '',
      username: saved?.username ?? '',
      password: saved?.password ?? '',
      folder: saved?.folder ?? '',
    },
    onSubmit: (values) =>
      saveForm(
        () => api.call(printingDestinationCalls.save, { params, body: values }),
        () => {
          showToast({ tone: 'success', detail: notices.changesSaved, subject: 'save' });
          onSaved();
        },
      ),
  });
  const remove = () =>
    api.call(printingDestinationCalls.remove, { params }).then(() => {
      showToast({
        tone: 'success',
        detail: `${target.name} now sends to the local drop folder`,
        subject: 'save',
      });
      onSaved();
    }, reportFailure);
  return (
    <Form form={form} aria-label={`Printer destination of ${target.name}`}>
      <form.AppField name="protocol">
        {(field) => (
          <field.Select
            label="Protocol"
            placeholder="Choose a protocol"
            items={protocols}
            isRequired
          />
        )}
      </form.AppField>
      <form.AppField name="host">
        {(field) => (
          <field.TextField
            label="Host"
            description="Name or address of the printer's server"
            isRequired
          />
        )}
      </form.AppField>
      <form.AppField name="port">
        {(field) => (
          <field.TextField
            label="Port"
            inputMode="numeric"
            description="21 for FTP and FTPS, 22 for SFTP when left empty"
          />
        )}
      </form.AppField>
      <form.AppField name="username">
        {(field) => <field.TextField label="Username" autoComplete="off" isRequired />}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            isRequired
          />
        )}
      </form.AppField>
      <form.AppField name="folder">
        {(field) => (
          <field.TextField
            label="Remote Folder"
            description="Made if missing; empty is the login folder"
          />
        )}
      </form.AppField>
      <div className={formStyles.buttons}>
        <form.SubmitButton>Save</form.SubmitButton>
        {saved && (
          <Button variant="danger" onPress={() => void remove()}>
            Remove Destination
          </Button>
        )}
      </div>
    </Form>
  );
}

const protocols = printerProtocols.map((protocol) => ({
  id: protocol,
  label: protocol.toUpperCase(),
}));
