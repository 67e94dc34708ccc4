/**
 * The page of `pnpm bench designer`: the label canvas with 100 components on a 100 x 100 mm PDF,
 * held in state as the Design Template screen holds it. `?selected=N` selects the first N
 * components; `?snap=0` turns snapping off. window.designerProbe.drag() drags the selection frame by frame and returns the
 * frame times (see probe.ts).
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { LabelCanvas, themeClassName, type CanvasComponent } from '../../../packages/ui/src/index';
import {
  labelPdf,
  manyComponents,
} from '../../../packages/ui/src/composites/LabelCanvas/label-canvas.fixtures';
import { dragFrames } from './probe';

const components = manyComponents(100);
const query = new URLSearchParams(location.search);
const selectedCount = Number(query.get('selected') ?? '1');
const snap = query.get('snap') !== '0';
const pdf = labelPdf(100, 100);
let changes = 0;

function Designer() {
  const [current, setCurrent] = useState<CanvasComponent[]>(components);
  const [selectedIds, setSelectedIds] = useState(
    components.slice(0, selectedCount).map((component) => component.id),
  );
  return (
    <LabelCanvas
      pdf={pdf}
      components={current}
      selectedIds={selectedIds}
      onSelect={setSelectedIds}
      onChange={(next) => {
        changes++;
        setCurrent(next);
      }}
      showGrid
      snap={snap}
      aria-label="Label design"
    />
  );
}

document.body.className = themeClassName({});
Object.assign(window, { designerProbe: { drag: dragFrames, changes: () => changes } });
createRoot(document.getElementById('root')!).render(<Designer />);
