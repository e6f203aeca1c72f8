import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../files/content-disposition.ts';

export type TableFormat = 'csv' | 'xlsx';
export type Cell = string | number | null;
/** A table to hand over as a file: its column headings, then one array of cells per row. */
export type ExportTable = { sheet: string; headers: readonly string[]; rows: readonly (readonly Cell[])[] };

export const TABLE_CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The OpenAPI answer of a route that sends a table as a file. */
export const tableFileResponse = {
  description:
    'The table as a file (CSV in UTF-8 with a BOM, or an Excel workbook), named by content-disposition',
  content: Object.fromEntries(
    Object.values(TABLE_CONTENT_TYPES).map((type) => [type, { schema: z.string() }]),
  ),
};

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some
 * read past) as a formula: a colleague's job title must never be one (OWASP, CSV injection). A
 * leading apostrophe keeps it text. Numbers are numbers and stay as they are.
 */
export function neutralised(cell: Cell): Cell {
  if (typeof cell !== 'string') return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function csvField(cell: Cell): string {
  const text = cell === null ? '' : String(neutralised(cell));
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 with CRLF, and a BOM so that Excel reads the UTF-8 (accents) as UTF-8. */
export function tableToCsv({ headers, rows }: ExportTable): Buffer {
  const lines = [headers, ...rows].map((row) => row.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Excel refuses sheet names over 31 characters or with []:*?/\. */
export const sheetName = (sheet: string): string =>
  sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** Wide enough for the heading, within reason. */
export const columnWidth = (header: string): number => Math.min(60, Math.max(10, header.length + 2));

let excel: Promise<typeof ExcelJS> | undefined;
/**
 * exceljs with the first spreadsheet asked for: some 500 modules that every start of the server
 * would otherwise load (a restart after a crash waited on them).
 */
export const loadExcel = (): Promise<typeof ExcelJS> =>
  (excel ??= import('exceljs').then((loaded) => loaded.default));

export async function tableToXlsx({ sheet, headers, rows }: ExportTable): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheetName(sheet));
  worksheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) worksheet.addRow(row.map(neutralised));
  worksheet.views = [{ state: 'frozen', ySplit: 1 }];
  headers.forEach((header, index) => {
    worksheet.getColumn(index + 1).width = columnWidth(header);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends the table as `{name}.{format}`, never cached (it is personal data). */
export async function sendTable(
  reply: FastifyReply,
  table: ExportTable,
  format: TableFormat,
  name: string,
): Promise<FastifyReply> {
  const bytes = format === 'csv' ? tableToCsv(table) : await tableToXlsx(table);
  return reply
    .type(TABLE_CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition('attachment', `${name}.${format}`))
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
