import { Button } from '@veritag/ui';
import { alignmentLabels, alignments, type Alignment } from './align';
import { MeasureField } from './DesignFields';
import * as styles from './DesignTemplate.css';

export type SidePanel = 'add' | 'setting';

export interface DesignToolbarProps {
  panel: SidePanel | undefined;
  onPanel: (panel: SidePanel | undefined) => void;
  onSave: () => Promise<void>;
  onSample: () => Promise<void>;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  zoom: number;
  onZoom: (zoom: number) => void;
  showGrid: boolean;
  onShowGrid: (show: boolean) => void;
  /** Snapping to the grid and to the other components' edges and centres while dragging. */
  snap: boolean;
  onSnap: (snap: boolean) => void;
  /** The selected component's position (points), null while it has none; undefined with no single selection. */
  position: { x: number | null; y: number | null } | undefined;
  onMove: (axis: 'x' | 'y', value: number | undefined) => void;
  /** Two or more selected components can be lined up. */
  canAlign: boolean;
  onAlign: (how: Alignment) => void;
  canRemove: boolean;
  onRemove: () => void;
  busy: 'save' | 'sample' | undefined;
}

const zoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/** The toolbar (spec 001 section 2: Add Component, Setting, Save, View Sample) with ours: undo, redo, zoom, grid, snap, X and Y. */
export function DesignToolbar(props: DesignToolbarProps) {
  const { panel, onPanel, zoom, onZoom, position, busy } = props;
  const toggle = (which: SidePanel) => onPanel(panel === which ? undefined : which);
  const zoomIndex = zoomSteps.indexOf(zoom);
  return (
    <div className={styles.toolbar} role="group" aria-label="Design tools">
      <div className={styles.toolGroup}>
        <Button variant={panel === 'add' ? 'primary' : 'secondary'} aria-pressed={panel === 'add'} onPress={() => toggle('add')}>
          Add Component
        </Button>
        <Button variant={panel === 'setting' ? 'primary' : 'secondary'} aria-pressed={panel === 'setting'} onPress={() => toggle('setting')}>
          Setting
        </Button>
        <Button isPending={busy === 'save'} isDisabled={busy !== undefined} onPress={() => void props.onSave()}>
          Save
        </Button>
        <Button variant="secondary" isPending={busy === 'sample'} isDisabled={busy !== undefined} onPress={() => void props.onSample()}>
          View Sample
        </Button>
      </div>
      <div className={styles.toolGroup}>
        <Button variant="ghost" size="sm" isDisabled={!props.canUndo} onPress={props.onUndo} aria-keyshortcuts="Control+Z">
          Undo
        </Button>
        <Button variant="ghost" size="sm" isDisabled={!props.canRedo} onPress={props.onRedo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </Button>
        <Button variant="ghost" size="sm" isDisabled={zoomIndex <= 0} onPress={() => onZoom(zoomSteps[zoomIndex - 1] ?? zoom)}>
          Zoom out
        </Button>
        <output aria-label="Zoom">{Math.round(zoom * 100)}%</output>
        <Button variant="ghost" size="sm" isDisabled={zoomIndex >= zoomSteps.length - 1} onPress={() => onZoom(zoomSteps[zoomIndex + 1] ?? zoom)}>
          Zoom in
        </Button>
        <Button variant={props.showGrid ? 'primary' : 'ghost'} size="sm" aria-pressed={props.showGrid} onPress={() => props.onShowGrid(!props.showGrid)}>
          Show grid
        </Button>
        <Button variant={props.snap ? 'primary' : 'ghost'} size="sm" aria-pressed={props.snap} onPress={() => props.onSnap(!props.snap)}>
          Snap
        </Button>
        <Button variant="ghost" size="sm" isDisabled={!props.canRemove} onPress={props.onRemove} aria-keyshortcuts="Delete">
          Remove component
        </Button>
      </div>
      {props.canAlign && (
        <div className={styles.toolGroup} role="group" aria-label="Align the selected components">
          {alignments.map((how) => (
            <Button key={how} variant="ghost" size="sm" onPress={() => props.onAlign(how)}>
              {alignmentLabels[how]}
            </Button>
          ))}
        </div>
      )}
      {position && (
        <div className={styles.position}>
          <MeasureField label="X" value={position.x} minValue={-5000} maxValue={5000} onChange={(x) => props.onMove('x', x)} />
          <MeasureField label="Y" value={position.y} minValue={-5000} maxValue={5000} onChange={(y) => props.onMove('y', y)} />
        </div>
      )}
    </div>
  );
}
