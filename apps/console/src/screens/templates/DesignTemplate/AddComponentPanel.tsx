import { useState } from 'react';
import { componentButton, componentTypes, type ComponentType } from '@veritag/domain';
import { Button, ConfirmDialog } from '@veritag/ui';
import { componentLabels } from './design-model';
import * as styles from './DesignTemplate.css';

export interface AddComponentPanelProps {
  /** The type being placed (the selected component's, or the last added). */
  current: ComponentType | undefined;
  /** The types of the saved design: their buttons offer delete. */
  saved: readonly ComponentType[];
  onAdd: (type: ComponentType) => void;
  onDelete: (type: ComponentType) => Promise<void>;
}

/**
 * The Add Component panel (spec 001 section 2): a button per type, warning for the current
 * type, success for saved types (which delete, after a confirm), info otherwise. The spec's
 * Save of this panel (marking the template updated) is the toolbar's Save, which saves the
 * design and marks the template updated: one Save (decision 0377).
 */
export function AddComponentPanel({ current, saved, onAdd, onDelete }: AddComponentPanelProps) {
  const [deleting, setDeleting] = useState<ComponentType>();
  return (
    <section className={styles.panel} aria-labelledby="add-component-title">
      <h2 id="add-component-title" className={styles.panelTitle}>
        Add Component
      </h2>
      <p className={styles.hint}>
        A new component appears at a free spot of the label; drag it or type its X and Y.
      </p>
      <div className={styles.typeButtons} role="group" aria-label="Component types">
        {componentTypes.map((type) => {
          const { tone, action } = componentButton(type, current, saved);
          const label = componentLabels[type];
          return (
            <Button
              key={type}
              variant="secondary"
              size="sm"
              className={styles.typeButton[tone]}
              aria-label={action === 'delete' ? `Delete ${label}` : `Add ${label}`}
              data-tone={tone}
              onPress={() => (action === 'delete' ? setDeleting(type) : onAdd(type))}
            >
              {label}
            </Button>
          );
        })}
      </div>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={
          deleting ? `Delete every ${componentLabels[deleting]} component of this template?` : ''
        }
        description="They are removed from the saved design at once."
        onConfirm={async () => {
          if (deleting) await onDelete(deleting);
        }}
      />
    </section>
  );
}
