import { LengthField } from './DesignFields';
import * as styles from './DesignTemplate.css';

export interface PositionPanelProps {
  /** The selected component's position (points), null while it has none; undefined with no single selection. */
  position: { x: number | null; y: number | null } | undefined;
  onMove: (axis: 'x' | 'y', value: number | undefined) => void;
}

/**
 * The spec's X and Y inputs, in millimetres from the label's top left corner, in a fixed place
 * beside the canvas: shown whether or not a component is selected, so selecting one never
 * inserts a row that pushes the canvas down (decision 0377).
 */
export function PositionPanel({ position, onMove }: PositionPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="position-title">
      <h2 id="position-title" className={styles.panelTitle}>
        Position
      </h2>
      <div className={styles.position}>
        <LengthField
          label="X"
          value={position?.x}
          isDisabled={!position}
          minValue={-5000}
          maxValue={5000}
          onChange={(x) => onMove('x', x)}
        />
        <LengthField
          label="Y"
          value={position?.y}
          isDisabled={!position}
          minValue={-5000}
          maxValue={5000}
          onChange={(y) => onMove('y', y)}
        />
      </div>
      <p className={styles.hint}>
        {position ? 'From the label’s top left corner.' : 'Select one component to place it.'}
      </p>
    </section>
  );
}
