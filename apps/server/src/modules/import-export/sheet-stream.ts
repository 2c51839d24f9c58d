/**
 * Streaming a staff list as CSV (`csv-stringify`) or XLSX (`exceljs`' streaming WorkbookWriter), one page of
 * rows at a time, so a large export never sits whole in memory (issue 39 point 2). Spreadsheet formula
 * injection (OWASP "CSV Injection") is neutralised: in CSV a text cell starting with `=`, `+`, `-`, `@`, tab or
 * carriage return gets a leading `'`; in XLSX every text is written as a string cell, never a formula.
 */
import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { TExportFormat } from '@portal/contracts';

/** A cell value: text, a number, a yes/no or empty. */
export type Cell = string | number | boolean | null | undefined;

/** A column of an export: its header and how a row fills it. */
export interface SheetColumn<R> {
  header: string;
  value: (row: R) => Cell;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell for CSV with a formula-like start neutralised by a leading `'` (numbers stay numbers). */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function xlsxCell(value: Cell): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

async function writeCsv<R>(
  out: ReturnType<typeof stringify>,
  columns: SheetColumn<R>[],
  pages: AsyncIterable<R[]>,
) {
  for await (const page of pages)
    for (const row of page)
      if (!out.write(columns.map((c) => csvCell(c.value(row))))) await once(out, 'drain');
  out.end();
}

async function writeXlsx<R>(
  out: PassThrough,
  sheetName: string,
  columns: SheetColumn<R>[],
  pages: AsyncIterable<R[]>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(columns.map((c) => c.header)).commit();
  for await (const page of pages) {
    for (const row of page) {
      const added = sheet.addRow(columns.map((c) => xlsxCell(c.value(row))));
      // A string that looks like a formula stays a string cell (exceljs writes formulas only from `{ formula }`).
      added.commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * A readable stream of the rows of `pages` as `format`, with a header row of the columns' headers. A failure
 * while writing destroys the stream (the download breaks off rather than ending short and silent).
 */
export function sheetStream<R>(
  format: TExportFormat,
  sheetName: string,
  columns: SheetColumn<R>[],
  pages: AsyncIterable<R[]>,
): Readable {
  if (format === 'csv') {
    const out = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
    writeCsv(out, columns, pages).catch((error: Error) => out.destroy(error));
    return out;
  }
  const out = new PassThrough();
  writeXlsx(out, sheetName, columns, pages).catch((error: Error) => out.destroy(error));
  return out;
}

/**
 * The pages of a paged list read one after another (`size` rows each) until a short page; the first page is
 * read before this returns, so a refusal (403, 404) answers as an error and not as a broken download.
 */
export async function pagesOf<R>(
  read: (page: number, size: number) => Promise<R[]>,
  size = 1000,
): Promise<AsyncIterable<R[]>> {
  const first = await read(1, size);
  return {
    async *[Symbol.asyncIterator]() {
      let rows = first;
      for (let page = 2; ; page += 1) {
        yield rows;
        if (rows.length < size) return;
        rows = await read(page, size);
      }
    },
  };
}
