/**
 * Reading an uploaded member CSV (issue 39 point 1) with `csv-parse`: UTF-8 with or without a byte-order mark,
 * comma-separated, quoted fields across lines; blank lines skipped. Each record keeps the line it starts on
 * (the header is line 1), so problems can name it.
 */
import { parse } from 'csv-parse/sync';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

/** A parsed CSV: its header row and its data rows, each with the file line it starts on. */
export interface CsvFile {
  headers: string[];
  rows: { line: number; cells: string[] }[];
}

function badFile(message: string): AppError {
  return new AppError('BAD_REQUEST', message, { errors: { file: [message] } });
}

/**
 * The line a record starts on: `info.lines` is the line it ends on, and a quoted field may span lines; `raw`
 * also holds the blank lines skipped before it and its own line break.
 */
function startLine(endLine: number, raw: string): number {
  const own = raw.replace(/^[\r\n]+/, '').replace(/(\r\n|\r|\n)$/, '');
  return endLine - (own.match(/\r\n|\r|\n/g)?.length ?? 0);
}

/**
 * Parses `data` as CSV. @throws AppError 400 when the file is not CSV, has no header row or more than
 * {@link IMPORT_LIMITS.maxRows} rows.
 */
export function readCsv(data: Buffer): CsvFile {
  let records: { record: string[]; info: { lines: number; raw?: string } }[];
  try {
    records = parse(data, {
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 64 * 1024,
    }) as unknown as typeof records;
  } catch (error) {
    throw badFile(IMPORT_MESSAGES.unreadable((error as Error).message));
  }
  const [head, ...body] = records;
  if (!head || head.record.every((h) => h === '')) throw badFile(IMPORT_MESSAGES.empty);
  if (body.length > IMPORT_LIMITS.maxRows) throw badFile(IMPORT_MESSAGES.tooManyRows);
  return {
    headers: head.record,
    rows: body.map(({ record, info }) => ({
      line: startLine(info.lines, info.raw ?? ''),
      cells: record,
    })),
  };
}
