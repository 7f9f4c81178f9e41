// The quick order's line parser (issue 20 point 1): pasted text or a CSV file's content -> rows of
// {row, number, amount text, unit}. Pure, no database. It uses csv-parse (a maintained parser, for
// quotes and quoted separators), so only the server imports this module; the widget sends the text as
// it is and never bundles csv-parse.
//
// Rules (docs/guides/kitchen-tools.md §1):
// - The separator is detected per input: tab if any line holds a tab, else semicolon if any line holds
//   one, else comma. With tab or semicolon a comma is the Danish decimal comma ("1,5"), never a separator.
//   With comma-separated input a decimal must be quoted ("1,5") or written with a dot (1.5); an unquoted
//   12345,1,5 reads as number 12345, amount 1, unit "5" and the line says the unit is unknown.
// - Columns: number (item number, own item number or EAN), amount, optional unit; later columns are
//   ignored (a spreadsheet's name column after the unit does no harm).
// - A first line whose amount column holds no digit is a header ("Varenr;Antal;Enhed") and is skipped.
// - Blank lines (or lines of separators only) are skipped; row numbers are the input's line numbers.
// - A dot decimal (1.5, 2.25) is read as the Danish comma; the §5 rules are applied by the server.
// - Refused as a whole, with a Danish message: empty input, over MAX_QUICK_ORDER_BYTES, binary content
//   (NUL or other control characters, U+FFFD from a failed decoding), more than MAX_QUICK_ORDER_LINES
//   data lines, no line with a separator (e.g. "12345|2"), a quote left open.
import { parse } from 'csv-parse/sync';
import { MAX_QUICK_ORDER_BYTES, MAX_QUICK_ORDER_LINES } from '../schemas/quick-order.js';
import { daQuickOrder } from '../texts/da-quick-order.js';

export interface QuickOrderRow {
  /** 1-based line number in the input. */
  row: number;
  number: string;
  /** The amount as typed, with a dot decimal turned into the Danish comma; '' when missing. */
  amountText: string;
  unit: string | null;
}

export type Separator = 'tab' | 'semicolon' | 'comma';
export type ParseRefusal = 'empty' | 'tooLarge' | 'binary' | 'tooManyLines' | 'noSeparator' | 'unreadable';

export type QuickOrderParse =
  | { ok: true; rows: QuickOrderRow[]; separator: Separator; headerSkipped: boolean }
  | { ok: false; code: ParseRefusal; message: string };

const DELIMITERS: Record<Separator, string> = { tab: '\t', semicolon: ';', comma: ',' };

// Binary content: NUL and the C0/C1 controls other than tab, LF and CR, and the replacement character
// a decoder leaves for bytes that are not UTF-8.
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/;

/** UTF-8 length of a string without allocating it (TextEncoder would copy 1 MB to measure it). */
function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

export function detectSeparator(lines: readonly string[]): Separator | null {
  if (lines.some((l) => l.includes('\t'))) return 'tab';
  if (lines.some((l) => l.includes(';'))) return 'semicolon';
  if (lines.some((l) => l.includes(','))) return 'comma';
  return null;
}

function amountOf(raw: string): string {
  const text = raw.trim().replace(/\s+/g, '');
  // 1.5 and 2.25 from an English-language spreadsheet: the Danish comma (§5 "The comma becomes a
  // decimal point on submit" is the other way round and done by the server).
  return /^\d+\.\d{1,2}$/.test(text) ? text.replace('.', ',') : text;
}

function refuse(code: ParseRefusal, message: string): QuickOrderParse {
  return { ok: false, code, message };
}

export function parseQuickOrderLines(input: string): QuickOrderParse {
  if (input.length > MAX_QUICK_ORDER_BYTES || utf8Length(input) > MAX_QUICK_ORDER_BYTES) return refuse('tooLarge', daQuickOrder.tooLarge);
  if (BINARY.test(input)) return refuse('binary', daQuickOrder.binary);
  // One line ending for csv-parse (a file saved on Windows and pasted lines can mix them).
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  const filled = lines.filter((l) => l.trim() !== '');
  if (filled.length === 0) return refuse('empty', daQuickOrder.empty);
  // Counted before parsing, so a 10,000-line paste is refused without parsing it; a header line is
  // allowed on top of the 500.
  if (filled.length > MAX_QUICK_ORDER_LINES + 1) return refuse('tooManyLines', daQuickOrder.tooManyLines(MAX_QUICK_ORDER_LINES, filled.length));
  const separator = detectSeparator(filled);
  if (!separator) return refuse('noSeparator', daQuickOrder.noSeparator);

  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: DELIMITERS[separator],
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return refuse('unreadable', daQuickOrder.unreadable(typeof line === 'number' ? line : 1));
  }

  let headerSkipped = false;
  const first = records[0];
  if (first && !/\d/.test(first.record[1] ?? '') && !/^\d+$/.test((first.record[0] ?? '').trim())) {
    records = records.slice(1);
    headerSkipped = true;
  }
  if (records.length === 0) return refuse('empty', daQuickOrder.empty);
  if (records.length > MAX_QUICK_ORDER_LINES) return refuse('tooManyLines', daQuickOrder.tooManyLines(MAX_QUICK_ORDER_LINES, records.length));
  if (!records.some((r) => r.record.length >= 2)) return refuse('noSeparator', daQuickOrder.noSeparator);

  const rows = records.map(({ record, info }): QuickOrderRow => {
    const unit = (record[2] ?? '').trim();
    return { row: info.lines, number: (record[0] ?? '').trim(), amountText: amountOf(record[1] ?? ''), unit: unit === '' ? null : unit };
  });
  return { ok: true, rows, separator, headerSkipped };
}
