import { useState } from 'react';
import { apiKeyCalls } from '@veritag/api';
import type { ApiKey, ApiKeyCreated } from '@veritag/domain';
import { ConfirmDialog, showToast } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { reportFailure } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { ShownOnceDialog, type ShownOnce } from '#app/kit/dialog/ShownOnceDialog';
import { ListTable, type RowActionDeclaration } from '#app/kit/list/ListTable';
import { api } from '#app/session/api-client';
import { apiKeyColumns, apiKeyStateOf } from './api-key-columns';
import { NewApiKeyDialog } from './NewApiKeyDialog';

const title = 'API Keys';

const keyShown = (made: ApiKeyCreated, rotated: boolean): ShownOnce => ({
  title: rotated ? `New key for ${made.name}` : `API key ${made.name}`,
  label: 'API key',
  value: made.key,
  intro: rotated
    ? 'The old key stopped working just now. Give this one to the system that used it, as Authorization: Bearer <key> or X-API-Key.'
    : 'Give this key to the system that calls Veritag, as Authorization: Bearer <key> or X-API-Key.',
});

/**
 * Ours (decisions 0455 to 0457): the company's API keys, revoked ones too. New API key makes one and shows it
 * once; Rotate (an active key) makes its successor and shows that once; Revoke stops one at
 * once. Each button shows by the rule the server enforces on its call (Integrations 2 to make
 * and rotate, 3 to revoke).
 */
export default function ApiKeyList() {
  const { state, reload } = useLoad(() => api.call(apiKeyCalls.list));
  const [making, setMaking] = useState(false);
  const [shown, setShown] = useState<ShownOnce | null>(null);
  const [rotating, setRotating] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const isActive = (key: ApiKey) => apiKeyStateOf(key, new Date()) === 'active';

  const rotate = async (key: ApiKey) => {
    try {
      setShown(keyShown(await api.call(apiKeyCalls.rotate, { params: { id: key.id } }), true));
    } catch (error) {
      reportFailure(error);
    }
    reload();
  };
  const revoke = async (key: ApiKey) => {
    try {
      await api.call(apiKeyCalls.revoke, { params: { id: key.id } });
      showToast({ tone: 'success', detail: `${key.name} is revoked`, subject: 'api-keys' });
    } catch (error) {
      reportFailure(error);
    }
    reload();
  };
  const actions: RowActionDeclaration<ApiKey>[] = [
    { label: 'Rotate', call: apiKeyCalls.rotate, onAction: setRotating, isShown: isActive },
    {
      label: 'Revoke',
      call: apiKeyCalls.revoke,
      variant: 'danger',
      onAction: setRevoking,
      isShown: (key) => key.revokedAt === null,
    },
  ];
  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Integrations' }]} />
      <ListTable
        caption={title}
        source={{
          mode: 'client',
          rows: state.status === 'ready' ? state.data : noKeys,
          isLoading: state.status === 'loading',
          error: state.status === 'failed' ? 'The API keys could not be loaded' : undefined,
        }}
        columns={apiKeyColumns}
        getRowId={(key) => String(key.id)}
        describeRow={(key) => key.name}
        headerActions={[
          { label: 'New API key', call: apiKeyCalls.create, onPress: () => setMaking(true) },
        ]}
        rowActions={actions}
        emptyMessage="No API keys yet"
      />
      <NewApiKeyDialog
        open={making}
        onClose={() => setMaking(false)}
        onMade={(made) => {
          setMaking(false);
          setShown(keyShown(made, false));
          reload();
        }}
      />
      <ShownOnceDialog shown={shown} onDone={() => setShown(null)} />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title={`Rotate ${rotating?.name ?? ''}?`}
        description="A new key with the same scopes and expiry is made, and this one stops working at once: the system holding it must be given the new one."
        confirmLabel="Rotate"
        cancelLabel="Cancel"
        onConfirm={async () => {
          if (rotating) await rotate(rotating);
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke ${revoking?.name ?? ''}?`}
        description="Calls with this key are refused from now on. It stays in the list as revoked; this cannot be undone."
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        onConfirm={async () => {
          if (revoking) await revoke(revoking);
        }}
      />
    </>
  );
}

/** Who may open this screen: whoever the server lets list the keys (Integrations, level 1). */
export const access = apiKeyCalls.list.access;

// One empty array for every render, so the table does not see new rows each time.
const noKeys: ApiKey[] = [];
