import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { HttpError, badRequest } from '../../../platform/http-errors.ts';
import { columnName, STEP_BYTES, type ImportSheet, type ReadLimits, type RowTaker } from './import-sheet.ts';
import { SheetBudget } from './sheet-budget.ts';
import { WorkbookZip, workbookUnreadable } from './workbook-zip.ts';

type XmlHandlers = {
  open?: (tag: SaxesTagPlain) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

/**
 * Bytes of XML between two tags, at most: Excel's longest cell (32,767 characters) with room to
 * spare. The SAX parser holds a text run until its end, so a longer one is refused as it grows.
 */
const RUN_BYTES_MAX = 1024 * 1024;

/**
 * Reads one XML entry of the workbook with a SAX parser, a chunk at a time, giving other requests
 * their turn every STEP_BYTES; `check` runs after each chunk and may stop the reading by throwing.
 * saxes expands no entity declared in a DTD, so a few bytes cannot grow into many here either.
 */
async function readXml(zip: WorkbookZip, name: string, on: XmlHandlers, check = () => {}): Promise<void> {
  const parser = new SaxesParser();
  let sinceTag = 0;
  parser.on('opentag', (tag) => {
    sinceTag = 0;
    on.open?.(tag);
  });
  parser.on('closetag', (tag) => {
    sinceTag = 0;
    on.close?.(tag.name);
  });
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let sinceTurn = 0;
  try {
    for await (const chunk of zip.unpack(name)) {
      sinceTag += chunk.length;
      parser.write(decoder.decode(chunk, { stream: true }));
      if (sinceTag > RUN_BYTES_MAX) throw workbookUnreadable();
      check();
      sinceTurn += chunk.length;
      if (sinceTurn >= STEP_BYTES) {
        sinceTurn = 0;
        await nextTurn();
      }
    }
    parser.write(decoder.decode()).close();
  } catch (error) {
    throw error instanceof HttpError ? error : workbookUnreadable();
  }
}

/** Where the workbook's relationships point, from the package's root ('xl/worksheets/sheet1.xml'). */
const inPackage = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/** The first sheet's entry and the shared strings' entry, as the workbook and its relationships name them. */
async function parts(zip: WorkbookZip): Promise<{ sheet: string; sharedStrings?: string }> {
  let firstSheetId: string | undefined;
  await readXml(zip, 'xl/workbook.xml', {
    open: (tag) => {
      if (tag.name === 'sheet') firstSheetId ??= tag.attributes['r:id'];
    },
  });
  const targets = new Map<string, string>();
  let sharedStrings: string | undefined;
  await readXml(zip, 'xl/_rels/workbook.xml.rels', {
    open: ({ name, attributes: { Id, Target, Type } }) => {
      if (name !== 'Relationship' || !Id || !Target) return;
      targets.set(Id, inPackage(Target));
      if (Type?.endsWith('/sharedStrings')) sharedStrings = inPackage(Target);
    },
  });
  const sheet = firstSheetId && targets.get(firstSheetId);
  if (!sheet || !zip.has(sheet)) throw workbookUnreadable();
  return { sheet, sharedStrings: sharedStrings && zip.has(sharedStrings) ? sharedStrings : undefined };
}

/**
 * The workbook's shared strings: each `<si>`'s text runs, its phonetic guides (`<rPh>`) left out;
 * each counted in the budget as it is kept, a text too long refused as it grows.
 */
async function sharedStringsOf(
  zip: WorkbookZip,
  name: string | undefined,
  budget: SheetBudget,
): Promise<string[]> {
  const strings: string[] = [];
  if (!name) return strings;
  let current = '';
  let inText = false;
  let phonetic = false;
  await readXml(zip, name, {
    open: (tag) => {
      if (tag.name === 'si') current = '';
      else if (tag.name === 'rPh') phonetic = true;
      else if (tag.name === 't') inText = !phonetic;
    },
    close: (tag) => {
      if (tag === 'si') {
        budget.shared(current.length);
        strings.push(current);
      } else if (tag === 'rPh') phonetic = false;
      else if (tag === 't') inText = false;
    },
    text: (text) => {
      if (!inText) return;
      current += text;
      budget.sharedGrowing(current.length);
    },
  });
  return strings;
}

/** 'AB12' → 27 (zero-based column), or undefined when the reference has no letters. */
function columnIndex(reference: string | undefined): number | undefined {
  const letters = /^[A-Z]{1,3}/.exec(reference ?? '')?.[0];
  if (!letters) return undefined;
  let index = 0;
  for (const letter of letters) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}

/**
 * The first sheet of an Excel workbook, by column, each row with its own number; rows with no
 * value are skipped, the first one with values is the header. Cells read as they show: a shared
 * or inline string (a hyperlink's text), a number or a formula's result as stored. Reading stops
 * past `maxRows` rows (400) or `maxUnpackedBytes` unpacked (413), or at the budget of what its
 * cells show (SheetBudget: a shared string counts each time a cell shows it), whichever comes first.
 * Each row is handed to `take` as it is read.
 */
export async function workbookSheet(bytes: Buffer, limits: ReadLimits, take: RowTaker): Promise<ImportSheet> {
  const budget = new SheetBudget(limits.budget);
  const zip = await WorkbookZip.open(bytes, limits.maxUnpackedBytes);
  const { sheet, sharedStrings } = await parts(zip);
  const strings = await sharedStringsOf(zip, sharedStrings, budget);

  let columns: string[] | undefined;
  let rows = 0;
  let rowNumber = 0;
  let values: string[] = [];
  let column = -1;
  let type: string | undefined;
  let text = '';
  let inValue = false;
  let phonetic = false;
  await readXml(
    zip,
    sheet,
    {
      open: ({ name, attributes }) => {
        if (name === 'row') {
          rowNumber = Number(attributes.r) || rowNumber + 1;
          values = [];
          column = -1;
        } else if (name === 'c') {
          column = columnIndex(attributes.r) ?? column + 1;
          budget.columns(column + 1);
          type = attributes.t;
          text = '';
        } else if (name === 'rPh') phonetic = true;
        else if (name === 'v' || name === 't') inValue = !phonetic;
      },
      close: (name) => {
        if (name === 'v' || name === 't') inValue = false;
        else if (name === 'rPh') phonetic = false;
        else if (name === 'c') {
          const shown = type === 's' ? (strings[Number(text)] ?? '') : text;
          budget.cell(shown.length, rowNumber, column);
          values[column] = (type === 'b' ? (shown === '1' ? 'TRUE' : 'FALSE') : shown).trim();
        } else if (name === 'row' && values.some(Boolean)) {
          if (!columns) columns = Array.from(values, (header) => columnName(header ?? ''));
          else {
            // Only the cells the row has (a sparse array): a wide header costs nothing per row.
            const cells: Record<string, string> = {};
            values.forEach((value, index) => {
              const name = columns?.[index];
              if (name) cells[name] = value;
            });
            rows += 1;
            if (rows <= limits.maxRows) take({ row: rowNumber, cells }, columns);
          }
        }
      },
      text: (chunk) => {
        if (!inValue) return;
        text += chunk;
        budget.growing(text.length, rowNumber, column);
      },
    },
    () => {
      if (rows > limits.maxRows) throw badRequest('import.tooManyRows', { file: 'import.tooManyRows' });
    },
  );
  return { columns: columns ?? [], rows };
}
