import { useState } from 'react';
import { templateCalls } from '@veritag/api';
import type { Template } from '@veritag/domain';
import { Switch } from '@veritag/ui';
import { api } from '#app/session/api-client';

/**
 * A request's status switch (`templates/change-status/{id}`): on is UPDATED, off PENDING; the
 * server swaps the two both ways, so a mistaken switch can be undone. The row takes the status
 * the server answers. Failures are ignored silently (spec 001 section 8), the switch staying
 * where the server left it.
 */
export function StatusSwitch({
  template,
  onChanged,
}: {
  template: Template;
  onChanged: (template: Template) => void;
}) {
  const [busy, setBusy] = useState(false);
  const change = async () => {
    setBusy(true);
    try {
      onChanged(await api.call(templateCalls.changeStatus, { params: { id: template.id } }));
    } catch {
      // Silent, as the spec asks.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={template.status !== 'PENDING'}
      disabled={busy}
      aria-label={`Mark ${template.description} updated`}
      onCheckedChange={() => void change()}
    />
  );
}
