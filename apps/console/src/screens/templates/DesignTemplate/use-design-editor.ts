import { useCallback, useMemo, useRef, useState } from 'react';
import { isTextComponent, type ComponentType } from '@veritag/domain';
import type { CanvasComponent } from '@veritag/ui';
import { align, type Alignment } from './align';
import {
  componentLabels,
  editorDesignOf,
  formatFor,
  isSymbolComponent,
  type DesignDefaults,
  type EditorComponent,
  type EditorDesign,
  type SheetSettings,
} from './design-model';
import type { DesignSources } from './design-actions';
import { freeSpot } from './placement';
import type { Settings } from './SettingPanel';
import { useDesignHistory } from './use-design-history';

/** A label size to place components on until the PDF has been drawn (60 x 40 mm). */
const fallbackLabel = { width: 170, height: 113 };

/** Positions to a hundredth of a point: finer than any printer, and what the X and Y inputs show. */
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The setting patch a component takes: the text for the text types only, the format for symbols only. */
function patchFor(component: EditorComponent, patch: Partial<Settings>): Partial<EditorComponent> {
  const { text, format, ...rest } = patch;
  return {
    ...rest,
    ...(text !== undefined && isTextComponent(component.type) ? { text } : {}),
    ...(format !== undefined && isSymbolComponent(component.type) ? { format } : {}),
  };
}

/** The designer's state and every edit it offers; each edit is one undoable step. */
export function useDesignEditor(sources: DesignSources) {
  const counter = useRef(0);
  const nextId = useCallback(() => `component-${++counter.current}`, []);
  const [initial] = useState(() => editorDesignOf(sources.design, nextId));
  const history = useDesignHistory(initial);
  const { design, change } = history;
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [lastAdded, setLastAdded] = useState<ComponentType>();
  const [savedTypes, setSavedTypes] = useState<ComponentType[]>(() => [
    ...new Set(initial.components.map((c) => c.type)),
  ]);
  const [labelSize, setLabelSize] = useState<{ width: number; height: number }>();

  const selected = useMemo(
    () => design.components.filter((c) => selectedIds.includes(c.id)),
    [design.components, selectedIds],
  );

  const updateComponents = useCallback(
    (
      ids: readonly string[],
      update: (c: EditorComponent) => Partial<EditorComponent>,
      kind: string,
    ) =>
      change(
        (d) => ({
          ...d,
          components: d.components.map((c) => (ids.includes(c.id) ? { ...c, ...update(c) } : c)),
        }),
        kind,
      ),
    [change],
  );

  /** The canvas's moves, resizes, rotations and nudges: geometry only, the rest stays the designer's. */
  const fromCanvas = useCallback(
    (moved: CanvasComponent[]) => {
      const byId = new Map(moved.map((c) => [c.id, c]));
      change((d) => {
        const components = d.components.map((c) => {
          const m = byId.get(c.id);
          if (!m) return c;
          const geometry = {
            x: hundredths(m.x),
            y: hundredths(m.y),
            width: hundredths(m.width),
            height: hundredths(m.height),
            rotation: hundredths(m.rotation),
          };
          const same =
            geometry.x === c.x &&
            geometry.y === c.y &&
            geometry.width === c.width &&
            geometry.height === c.height &&
            geometry.rotation === c.rotation;
          return same ? c : { ...c, ...geometry };
        });
        // Nothing moved (a click without a drag): no undo step, nothing unsaved.
        return components.every((c, index) => c === d.components[index]) ? d : { ...d, components };
      }, 'canvas');
    },
    [change],
  );

  const add = useCallback(
    (type: ComponentType) => {
      const id = nextId();
      change((d: EditorDesign) => {
        const { defaults } = d;
        const size = { width: defaults.width, height: defaults.height };
        const number = d.components.filter((c) => c.type === type).length + 1;
        const component: EditorComponent = {
          id,
          type,
          name: `${componentLabels[type]} ${number}`,
          ...freeSpot(labelSize ?? fallbackLabel, d.components, size),
          ...size,
          rotation: defaults.rotation,
          text: isTextComponent(type) ? defaults.text || componentLabels[type] : '',
          fontName: defaults.fontName,
          fontSize: defaults.fontSize,
          color: defaults.color,
          format: formatFor(type, defaults),
          formatColor: defaults.formatColor,
        };
        return { ...d, components: [...d.components, component] };
      }, `add-${id}`);
      setLastAdded(type);
      setSelectedIds([id]);
    },
    [change, labelSize, nextId],
  );

  const remove = useCallback(() => {
    change(
      (d) => ({ ...d, components: d.components.filter((c) => !selectedIds.includes(c.id)) }),
      'remove',
    );
    setSelectedIds([]);
  }, [change, selectedIds]);

  const alignSelected = useCallback(
    (how: Alignment) =>
      change((d) => ({ ...d, components: align(d.components, selectedIds, how) }), `align-${how}`),
    [change, selectedIds],
  );

  /** X or Y typed: moves the selected component; an emptied field leaves it without a position. */
  const moveTo = useCallback(
    (axis: 'x' | 'y', value: number | undefined) =>
      updateComponents(selectedIds.slice(0, 1), () => ({ [axis]: value ?? null }), `move-${axis}`),
    [selectedIds, updateComponents],
  );

  /** A Setting tab's edit: the selected components', or the design-wide defaults when none is selected. */
  const setSettings = useCallback(
    (patch: Partial<Settings>) => {
      if (selectedIds.length > 0)
        updateComponents(
          selectedIds,
          (c) => patchFor(c, patch),
          `settings-${Object.keys(patch).join()}`,
        );
      else
        change(
          (d) => ({ ...d, defaults: { ...d.defaults, ...patch } as DesignDefaults }),
          `defaults-${Object.keys(patch).join()}`,
        );
    },
    [change, selectedIds, updateComponents],
  );

  const rename = useCallback(
    (name: string) => updateComponents(selectedIds.slice(0, 1), () => ({ name }), 'rename'),
    [selectedIds, updateComponents],
  );

  const setSheet = useCallback(
    (patch: Partial<SheetSettings>) =>
      change(
        (d) => ({ ...d, sheet: { ...d.sheet, ...patch } }),
        `sheet-${Object.keys(patch).join()}`,
      ),
    [change],
  );

  /** After the server removed every component of a type: they go from the screen too, and the saved copy. */
  const removeType = useCallback(
    (type: ComponentType) => {
      const without = (d: EditorDesign) => ({
        ...d,
        components: d.components.filter((c) => c.type !== type),
      });
      change(without, 'remove-type');
      setSavedTypes((types) => types.filter((t) => t !== type));
      setSelectedIds([]);
    },
    [change],
  );

  const saved = useCallback(() => {
    history.markSaved(design);
    setSavedTypes([...new Set(design.components.map((c) => c.type))]);
  }, [design, history]);

  return {
    ...history,
    selected,
    selectedIds,
    setSelectedIds,
    current: selected[0]?.type ?? lastAdded,
    savedTypes,
    labelSize,
    setLabelSize,
    fromCanvas,
    add,
    remove,
    alignSelected,
    moveTo,
    setSettings,
    rename,
    setSheet,
    removeType,
    saved,
  };
}
