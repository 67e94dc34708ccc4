import {
  AlignCenterHorizontal,
  AlignCenterVertical,
  AlignEndHorizontal,
  AlignEndVertical,
  AlignStartHorizontal,
  AlignStartVertical,
  FileText,
  Grid3x3,
  Magnet,
  Maximize,
  Redo2,
  Save,
  Settings2,
  SquarePlus,
  Trash,
  Undo2,
  ZoomIn,
  ZoomOut,
  type LucideIcon,
} from 'lucide-react';
import { Button, type ButtonProps } from '@veritag/ui';
import { alignmentLabels, alignments, type Alignment } from './align';
import type { FitZoom } from './use-fit-zoom';
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
  zoom: FitZoom;
  showGrid: boolean;
  onShowGrid: (show: boolean) => void;
  /** Snapping to the grid and to the other components' edges and centres while dragging. */
  snap: boolean;
  onSnap: (snap: boolean) => void;
  /** Two or more selected components can be lined up. */
  canAlign: boolean;
  onAlign: (how: Alignment) => void;
  canRemove: boolean;
  onRemove: () => void;
  busy: 'save' | 'sample' | undefined;
}

const alignIcons: Record<Alignment, LucideIcon> = {
  left: AlignStartVertical,
  center: AlignCenterVertical,
  right: AlignEndVertical,
  top: AlignStartHorizontal,
  middle: AlignCenterHorizontal,
  bottom: AlignEndHorizontal,
};

/**
 * A toolbar button: its icon, then its name (the icon is decoration: the name says it). A
 * secondary tool shows its icon alone on a phone, its name kept for readers and as its tooltip.
 */
function Tool({
  icon: Icon,
  children,
  isSecondary = false,
  ...props
}: ButtonProps & { icon: LucideIcon; children: string; isSecondary?: boolean }) {
  return (
    <Button size="sm" variant="ghost" {...props} {...(isSecondary ? { title: children } : {})}>
      <Icon aria-hidden="true" className={styles.toolIcon} />
      {isSecondary ? <span className={styles.toolLabel}>{children}</span> : children}
    </Button>
  );
}

/**
 * The toolbar (spec 001 section 2: Add Component, Setting, Save, View Sample) with ours: undo,
 * redo, zoom (fit, 100%, in, out), grid, snap, remove and align. Every tool is always there,
 * disabled when it does not apply, so the toolbar keeps its size whatever is selected.
 */
export function DesignToolbar(props: DesignToolbarProps) {
  const { panel, onPanel, zoom, busy } = props;
  const toggle = (which: SidePanel) => onPanel(panel === which ? undefined : which);
  return (
    <div className={styles.toolbar} role="group" aria-label="Design tools">
      <div className={styles.toolGroup}>
        <Tool
          icon={SquarePlus}
          variant={panel === 'add' ? 'primary' : 'secondary'}
          aria-pressed={panel === 'add'}
          onPress={() => toggle('add')}
        >
          Add Component
        </Tool>
        <Tool
          icon={Settings2}
          variant={panel === 'setting' ? 'primary' : 'secondary'}
          aria-pressed={panel === 'setting'}
          onPress={() => toggle('setting')}
        >
          Setting
        </Tool>
        <Tool
          icon={Save}
          variant="primary"
          isPending={busy === 'save'}
          isDisabled={busy !== undefined}
          onPress={() => void props.onSave()}
        >
          Save
        </Tool>
        <Tool
          icon={FileText}
          variant="secondary"
          isPending={busy === 'sample'}
          isDisabled={busy !== undefined}
          onPress={() => void props.onSample()}
        >
          View Sample
        </Tool>
      </div>
      <div className={styles.toolGroup}>
        <Tool
          isSecondary
          icon={Undo2}
          isDisabled={!props.canUndo}
          onPress={props.onUndo}
          aria-keyshortcuts="Control+Z"
        >
          Undo
        </Tool>
        <Tool
          isSecondary
          icon={Redo2}
          isDisabled={!props.canRedo}
          onPress={props.onRedo}
          aria-keyshortcuts="Control+Shift+Z"
        >
          Redo
        </Tool>
      </div>
      <div className={styles.toolGroup} role="group" aria-label="Zoom controls">
        <Tool isSecondary icon={ZoomOut} isDisabled={!zoom.canZoomOut} onPress={zoom.zoomOut}>
          Zoom out
        </Tool>
        <output aria-label="Zoom" className={styles.zoomValue}>
          {Math.round(zoom.zoom * 100)}%
        </output>
        <Tool isSecondary icon={ZoomIn} isDisabled={!zoom.canZoomIn} onPress={zoom.zoomIn}>
          Zoom in
        </Tool>
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={!zoom.fitting && zoom.zoom === 1}
          onPress={zoom.actualSize}
        >
          100%
        </Button>
        <Tool
          icon={Maximize}
          variant={zoom.fitting ? 'primary' : 'ghost'}
          aria-pressed={zoom.fitting}
          onPress={zoom.fit}
        >
          Fit
        </Tool>
      </div>
      <div className={styles.toolGroup}>
        <Tool
          isSecondary
          icon={Grid3x3}
          variant={props.showGrid ? 'primary' : 'ghost'}
          aria-pressed={props.showGrid}
          onPress={() => props.onShowGrid(!props.showGrid)}
        >
          Show grid
        </Tool>
        <Tool
          isSecondary
          icon={Magnet}
          variant={props.snap ? 'primary' : 'ghost'}
          aria-pressed={props.snap}
          onPress={() => props.onSnap(!props.snap)}
        >
          Snap
        </Tool>
        <Tool
          isSecondary
          icon={Trash}
          isDisabled={!props.canRemove}
          onPress={props.onRemove}
          aria-keyshortcuts="Delete"
        >
          Remove component
        </Tool>
      </div>
      <div className={styles.toolGroup} role="group" aria-label="Align the selected components">
        {alignments.map((how) => (
          <Tool
            key={how}
            isSecondary
            icon={alignIcons[how]}
            isDisabled={!props.canAlign}
            onPress={() => props.onAlign(how)}
          >
            {alignmentLabels[how]}
          </Tool>
        ))}
      </div>
    </div>
  );
}
