import { useEffect, useMemo, useState } from 'react';
import { sheetLayoutProblem } from '@veritag/domain';
import { Card, LabelCanvas, symbolWarning, type CanvasComponent } from '@veritag/ui';
import { AddComponentPanel } from './AddComponentPanel';
import {
  deleteSavedType,
  saveDesign,
  viewSample,
  type DesignOutcome,
  type DesignSources,
} from './design-actions';
import { payloadOf, sampleValueOf, type SampleContext } from './design-model';
import * as styles from './DesignTemplate.css';
import { DesignToolbar, type SidePanel } from './DesignToolbar';
import { PositionPanel } from './PositionPanel';
import { SettingPanel } from './SettingPanel';
import { useDesignEditor } from './use-design-editor';
import { useFitZoom } from './use-fit-zoom';
import { useUnsavedGuard } from './use-unsaved-guard';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The designer: toolbar, the label canvas fitted to its area, and beside it the position and the Add Component or Setting panel. */
export function DesignEditor({
  templateId,
  sources,
  customer,
}: {
  templateId: number;
  sources: DesignSources;
  customer: string;
}) {
  const editor = useDesignEditor(sources);
  const { design, selected, selectedIds, undo, redo } = editor;
  const [panel, setPanel] = useState<SidePanel | undefined>('add');
  const { measureArea, ...zoom } = useFitZoom(editor.labelSize);
  const [showGrid, setShowGrid] = useState(false);
  const [snap, setSnap] = useState(true);
  const [busy, setBusy] = useState<'save' | 'sample'>();
  useUnsavedGuard(editor.dirty);

  const context: SampleContext = useMemo(
    () => ({ origin: window.location.origin, customer, now: new Date() }),
    [customer],
  );
  const canvasComponents = useMemo(
    () =>
      design.components.flatMap((c): CanvasComponent[] =>
        c.x === null || c.y === null
          ? []
          : [{ ...c, x: c.x, y: c.y, sampleValue: sampleValueOf(c, context) }],
      ),
    [design.components, context],
  );

  // Undo and redo from anywhere on the screen, except while typing in a field (which has its own);
  // Delete removes the selected components while one of them has the focus.
  const { remove } = editor;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      if (
        event.key === 'Delete' &&
        event.target instanceof HTMLElement &&
        event.target.closest('[data-id]')
      ) {
        event.preventDefault();
        remove();
        return;
      }
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, remove]);

  const payload = () => payloadOf(templateId, design);
  /** Saves or asks for a sample; a refusal about one component selects it (the payload lists the components in order). */
  const run = async (what: 'save' | 'sample', work: () => Promise<DesignOutcome>) => {
    setBusy(what);
    try {
      const outcome = await work();
      const refusedComponent = outcome.saved
        ? undefined
        : design.components[outcome.component ?? -1];
      if (refusedComponent) editor.setSelectedIds([refusedComponent.id]);
      if (outcome.saved && what === 'save') editor.saved();
    } finally {
      setBusy(undefined);
    }
  };
  const single = selected.length === 1 ? selected[0] : undefined;
  const first = selected[0];
  const warning = first?.format
    ? symbolWarning(first.format, sampleValueOf(first, context), first.width, first.height)
    : undefined;

  return (
    <>
      <DesignToolbar
        panel={panel}
        onPanel={setPanel}
        onSave={() => run('save', () => saveDesign(payload()))}
        onSample={() => run('sample', () => viewSample(payload()))}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={undo}
        onRedo={redo}
        zoom={zoom}
        showGrid={showGrid}
        onShowGrid={setShowGrid}
        snap={snap}
        onSnap={setSnap}
        canAlign={selected.length > 1}
        onAlign={editor.alignSelected}
        canRemove={selected.length > 0}
        onRemove={editor.remove}
        busy={busy}
      />
      <div className={styles.workspace}>
        <Card>
          <div ref={measureArea} className={styles.canvasArea}>
            <LabelCanvas
              pdf={sources.pdf}
              components={canvasComponents}
              selectedIds={selectedIds}
              onSelect={editor.setSelectedIds}
              onChange={editor.fromCanvas}
              zoom={zoom.zoom}
              showGrid={showGrid}
              snap={snap}
              onLabelSize={editor.setLabelSize}
              aria-label="Label design"
            />
          </div>
        </Card>
        <div className={styles.side}>
          <Card>
            <PositionPanel
              position={single && { x: single.x, y: single.y }}
              onMove={editor.moveTo}
            />
          </Card>
          {panel && (
            <Card>
              {panel === 'add' ? (
                <AddComponentPanel
                  current={editor.current}
                  saved={editor.savedTypes}
                  onAdd={editor.add}
                  onDelete={async (type) => {
                    if (await deleteSavedType(templateId, type)) editor.removeType(type);
                  }}
                />
              ) : (
                <SettingPanel
                  component={selected[0]}
                  defaults={design.defaults}
                  sheet={design.sheet}
                  fonts={sources.fonts}
                  warning={warning}
                  sheetProblem={
                    editor.labelSize && sheetLayoutProblem(editor.labelSize, design.sheet)
                  }
                  showGrid={showGrid}
                  onShowGrid={setShowGrid}
                  onSettings={editor.setSettings}
                  onRename={editor.rename}
                  onSheet={editor.setSheet}
                />
              )}
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
