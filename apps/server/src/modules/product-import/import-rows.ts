import * as v from 'valibot';
import { ProductFormSchema, type ProductForm } from '@veritag/domain';
import { cellText, type Cell } from '../../platform/spreadsheets';
import { flagColumns, importColumns } from './import-columns';

/** One problem of the upload, as the error file lists it. Row 1 is the header. */
export type RowProblem = {
  row: number;
  column: string;
  message: string;
};

/** The customer the products are for; its advanceWorkflow decides what the form shows. */
export interface ImportCustomer {
  id: number;
  advanceWorkflow: boolean;
}

const known = new Map(importColumns.map((column) => [column.field.toLowerCase(), column.field]));

/**
 * The field each column fills, from the header row. Headers match the sample's case-insensitively
 * and in any order; an unknown or repeated header, or a missing required column, is a problem of
 * row 1 (one line in the error file rather than one per row).
 */
export function readHeader(cells: readonly (Cell | null)[]): {
  fields: (string | null)[];
  problems: RowProblem[];
} {
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  const fields = cells.map((cell, index) => {
    const text = cellText(cell).trim();
    if (text === '') return null;
    const field = known.get(text.toLowerCase());
    const column = text || `column ${index + 1}`;
    if (!field)
      problems.push({
        row: 1,
        column,
        message: 'Unknown column: use the columns of the sample file',
      });
    else if (seen.has(field))
      problems.push({ row: 1, column, message: 'This column appears twice' });
    else {
      seen.add(field);
      return field;
    }
    return null;
  });
  for (const column of importColumns) {
    if (column.required && !seen.has(column.field))
      problems.push({ row: 1, column: column.field, message: 'This column is missing' });
  }
  return { fields, problems };
}

/** A spreadsheet's yes/no as a switch: true/false, yes/no or 1/0 in any case; anything else is left for the rule to refuse. */
const flagOf = (text: string): string => {
  const lower = text.toLowerCase();
  if (lower === 'true' || lower === 'yes' || lower === '1') return 'true';
  if (lower === 'false' || lower === 'no' || lower === '0') return 'false';
  return text;
};

const monthColumns: ReadonlySet<string> = new Set(['mfgDate', 'expiryDate']);

/**
 * A cell as the form field reads it. Excel turns a month typed as `2025-01` into the date
 * 1 January 2025, so a date in a month column is its month (and a whole date typed there too).
 */
function fieldText(field: string, cell: Cell | null | undefined): string {
  if (cell?.type === 'date' && monthColumns.has(field)) return cell.value.slice(0, 7);
  const text = cellText(cell).trim();
  return flagColumns.has(field) && text !== '' ? flagOf(text) : text;
}

/** The form a row fills; empty cells are left out, as the console drops empty fields before saving. */
function formOf(
  fields: readonly (string | null)[],
  cells: readonly (Cell | null)[],
  customer: ImportCustomer,
): Record<string, unknown> {
  const form: Record<string, unknown> = { customer };
  fields.forEach((field, index) => {
    if (field === null) return;
    const text = fieldText(field, cells[index]);
    if (text !== '') form[field] = text;
  });
  return form;
}

/** Checks a row with the product form's own rules (packages/domain): the product, or its problems. */
export function checkRow(
  rowNumber: number,
  fields: readonly (string | null)[],
  cells: readonly (Cell | null)[],
  customer: ImportCustomer,
): { form: ProductForm; problems?: undefined } | { form?: undefined; problems: RowProblem[] } {
  const result = v.safeParse(ProductFormSchema, formOf(fields, cells, customer));
  if (result.success) return { form: result.output };
  return {
    problems: result.issues.map((issue) => ({
      row: rowNumber,
      column: String(issue.path?.[0]?.key ?? 'row'),
      message: issue.message,
    })),
  };
}
