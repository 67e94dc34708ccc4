import { useState } from 'react';
import { labelProductionCalls } from '@veritag/api';
import { notices, type Production, type Roll } from '@veritag/domain';
import { ConfirmDialog, dataTableColumns, showToast } from '@veritag/ui';
import { reportFailure } from '#app/app/report-failure';
import { ListTable, type RowActionDeclaration } from '#app/kit/list/ListTable';
import { api } from '#app/session/api-client';
import * as styles from './LabelProduction.css';

const column = dataTableColumns<Roll>();

/** A roll's place in the run: its number, how many labels, its first and last code. */
const rollColumns = column.columns([
  column.accessor('rollNo', { header: 'Roll No.' }),
  column.accessor('labels', { header: 'Labels' }),
  column.accessor('startingToken', { header: 'Starting Token' }),
  column.accessor('endingToken', { header: 'Ending Token' }),
]);

const describeRoll = (roll: Roll) => `roll ${roll.rollNo}`;

/**
 * The rolls a production was cut into, in code order (10 a page, searched and sorted here:
 * they all come with the production). The last roll can be removed (a mistyped entry, Label
 * Production level 3), after "Are you sure?": its labels are pending again.
 */
export function ProductionRolls({
  production,
  onChanged,
}: {
  production: Production;
  onChanged: (production: Production) => void;
}) {
  const [removing, setRemoving] = useState<Roll | null>(null);
  const last = production.rolls.reduce<Roll | undefined>(
    (found, roll) => (found && found.rollNo > roll.rollNo ? found : roll),
    undefined,
  );
  const actions: RowActionDeclaration<Roll>[] = [
    {
      label: 'Remove',
      variant: 'danger',
      call: labelProductionCalls.removeRoll,
      isShown: (roll) => roll.id === last?.id,
      onAction: setRemoving,
    },
  ];
  const remove = async (roll: Roll) => {
    try {
      onChanged(await api.call(labelProductionCalls.removeRoll, { params: { id: roll.id } }));
      showToast({
        tone: 'success',
        detail: `Roll ${roll.rollNo}: ${notices.deleted}`,
        subject: 'delete',
      });
    } catch (error) {
      reportFailure(error);
    }
  };
  return (
    <section className={styles.section} aria-label="Rolls">
      <ListTable
        caption="Rolls"
        source={{ mode: 'client', rows: production.rolls, isLoading: false }}
        columns={rollColumns}
        getRowId={(roll) => String(roll.id)}
        describeRow={describeRoll}
        rowActions={actions}
        emptyMessage="No rolls yet"
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        description={
          removing
            ? `Remove roll ${removing.rollNo} (${removing.labels.toLocaleString()} labels, ${removing.startingToken} to ${removing.endingToken})? Its labels become pending again.`
            : undefined
        }
        onConfirm={async () => {
          if (removing) await remove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}
