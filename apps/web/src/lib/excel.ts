/**
 * Excel files built and read in the browser with exceljs (the library of the enrollee
 * export, seed 001 §7), loaded only when a file is made or read: it is large and most
 * visits never touch a spreadsheet. Used by the reports and by the attendance sheet.
 */
import type { Cell, Workbook } from 'exceljs';

export type CellValue = string | number | null;

export interface SheetSpec {
  name: string;
  /** Row 1, in bold. */
  header: string[];
  rows: CellValue[][];
  /** Width of every column, in characters. */
  width?: number;
}

async function excelJs() {
  const loaded = await import('exceljs');
  // The browser build is a UMD bundle: depending on the bundler's interop its API is the namespace or its default.
  return (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
}

/**
 * Formula injection: a spreadsheet runs a cell that starts with = + - @ (or a tab or NUL that
 * some programs skip before them). Such text gets a leading apostrophe and stays text.
 */
export function escapeCell(value: CellValue): CellValue {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\0]/.test(value) ? `'${value}` : value;
}

/** A workbook with one sheet per spec; every text escaped. */
export async function buildWorkbook(sheets: readonly SheetSpec[]): Promise<ArrayBuffer> {
  const ExcelJS = await excelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name.slice(0, 31));
    sheet.columns = spec.header.map((header) => ({ header: String(escapeCell(header)), width: spec.width ?? 18 }));
    sheet.getRow(1).font = { bold: true };
    sheet.addRows(spec.rows.map((row) => row.map(escapeCell)));
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Hands the file to the browser as a download. */
export function downloadFile(data: ArrayBuffer, fileName: string): void {
  const blob = new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after the click handler returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A file name without characters that file systems refuse. */
export const safeFileName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A cell as the text a person sees: a date typed or formatted by Excel becomes AAAA-MM-DD
 * (exceljs gives a Date at UTC midnight), a number its digits, a formula its result, rich
 * text its characters. The server validates the text; this only reads it.
 */
function cellText(cell: Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(v);
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'VERDADERO' : 'FALSO';
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('result' in v) return v.result instanceof Date ? v.result.toISOString().slice(0, 10) : String(v.result ?? '');
  if ('text' in v) return String(v.text);
  return cell.text ?? '';
}

/** The first sheet of an .xlsx file as text: row 1 and every later row that has any text, with its number. */
export async function readFirstSheet(file: Blob): Promise<{ header: string[]; rows: Array<{ fila: number; celdas: string[] }> }> {
  const ExcelJS = await excelJs();
  const workbook: Workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  const textsOf = (rowNumber: number) => {
    const row = sheet.getRow(rowNumber);
    const out: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) out.push(cellText(row.getCell(c)).trim());
    while (out.length && out[out.length - 1] === '') out.pop();
    return out;
  };
  const rows: Array<{ fila: number; celdas: string[] }> = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const celdas = textsOf(r);
    if (celdas.some((c) => c !== '')) rows.push({ fila: r, celdas });
  }
  return { header: textsOf(1), rows };
}
