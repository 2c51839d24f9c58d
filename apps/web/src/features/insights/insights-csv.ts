/**
 * A chart's data as CSV in the browser (issue 39 point 4), written by csv-stringify: a header of the column
 * titles, then one line per row. Spreadsheet formula injection is neutralised as the server's exports do
 * (docs/import-export.md): a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return gets a
 * leading `'`; numbers stay numbers.
 */
import { stringify } from 'csv-stringify/browser/esm/sync';

/** One column of a chart's table and CSV: the row key and its title. */
export interface DataColumn {
  key: string;
  title: string;
}

/** One row of a chart's table: values by column key. */
export type DataRow = Record<string, string | number>;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell with a formula-like start prefixed by `'`; a number as is. */
export function safeCell(value: string | number | undefined): string | number {
  if (typeof value === 'number') return value;
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The CSV text (CRLF line ends, as spreadsheets expect) of `rows` under `columns`. */
export function toCsv(columns: readonly DataColumn[], rows: readonly DataRow[]): string {
  return stringify(
    [columns.map((c) => safeCell(c.title)), ...rows.map((row) => columns.map((c) => safeCell(row[c.key])))],
    { record_delimiter: 'windows' },
  );
}

/** Offers `csv` as the download `fileName` (a BOM first, so spreadsheets read UTF-8). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
