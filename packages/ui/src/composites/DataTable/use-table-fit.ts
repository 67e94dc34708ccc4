import type { RowData } from '@tanstack/react-table';
import { useLayoutEffect, useState } from 'react';
import { columnWidths, fitColumns } from './column-fit';
import type { DataTableInstance } from './use-data-table';

/** Room kept for the row buttons before they are measured, and for Show details. */
const fallbackActionsWidth = 96;
const fallbackExpanderWidth = 124;

/** The natural width of a row's action buttons and of its Show details button, cell padding included. */
function measure(root: HTMLElement) {
  const padded = (element: HTMLElement, content: number) => {
    const cell = element.closest('td');
    if (!cell) return content;
    const style = getComputedStyle(cell);
    return Math.ceil(content + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 1);
  };
  const widest = (selector: string, contentWidth: (element: HTMLElement) => number) =>
    Math.max(
      0,
      ...Array.from(root.querySelectorAll<HTMLElement>(selector), (element) =>
        padded(element, contentWidth(element)),
      ),
    );
  // The buttons' own widths side by side: the box itself may be squeezed and wrap them.
  const buttonsWidth = (element: HTMLElement) => {
    const children = Array.from(element.children, (child) => child.getBoundingClientRect().width);
    const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
    return children.reduce((sum, next) => sum + next, 0) + gap * Math.max(0, children.length - 1);
  };
  return {
    actions: widest('td > [data-slot="row-actions"]', buttonsWidth),
    expander: widest('td > [data-slot="row-expander"]', (element) => element.scrollWidth),
  };
}

/**
 * How a table fills `width` px (decision 0389): the row buttons and the Show details button get the
 * room they measure, the columns share the rest by priority and minimum width (fitColumns), and
 * any column that does not fit folds into each row's details. Before the width is known every
 * column shows, as a table without a layout would.
 */
export function useTableFit<Row extends RowData>(
  table: DataTableInstance<Row>,
  width: number,
  options: { hasActions: boolean; hasOwnDetail: boolean },
) {
  const { hasActions, hasOwnDetail } = options;
  const [measured, setMeasured] = useState({ actions: 0, expander: 0 });
  // State, not a ref: the box is read in an effect, and a new box (cards back to a table) measures again.
  const [element, setBox] = useState<HTMLDivElement | null>(null);
  // After every render, since rows (and so their buttons) come and go; a state change only when a width did.
  useLayoutEffect(() => {
    if (!element) return;
    const next = measure(element);
    setMeasured((previous) =>
      previous.actions === next.actions && previous.expander === next.expander ? previous : next,
    );
  });

  const columns = table
    .getAllLeafColumns()
    .map((column) => ({ id: column.id, meta: column.columnDef.meta }));
  if (width === 0) {
    return [
      setBox,
      {
        shown: columns.map((column) => column.id),
        widths: undefined,
        hasDetail: hasOwnDetail,
        isShown: () => true,
      },
    ] as const;
  }
  const actions = hasActions ? Math.max(measured.actions, fallbackActionsWidth) : 0;
  const expander = Math.max(measured.expander, fallbackExpanderWidth);
  // A pixel short of the box, so rounding never tips the table into a sideways scroll.
  let room = width - 1 - actions - (hasOwnDetail ? expander : 0);
  let fit = fitColumns(columns, room);
  const hasDetail = hasOwnDetail || fit.folded.length > 0;
  if (hasDetail && !hasOwnDetail) {
    room -= expander;
    fit = fitColumns(columns, room);
  }
  const shownSet = new Set(fit.shown);
  const layout = {
    shown: fit.shown,
    widths: {
      actions,
      expander,
      columns: columnWidths(
        columns.filter((column) => shownSet.has(column.id)),
        room,
      ),
    },
    hasDetail,
    isShown: (columnId: string) => shownSet.has(columnId),
  };
  // The box's setter apart from the layout: React's compiler treats whatever feeds a `ref` as a ref.
  return [setBox, layout] as const;
}
