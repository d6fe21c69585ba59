const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the file input offers: CSV and text, and Excel workbooks. */
export const FILE_ACCEPT = `.csv,.txt,.xlsx,text/csv,text/plain,${XLSX_TYPE}`;

/** A file that cannot be read as lines, with the reason the dealer sees. */
export class UnreadableFile extends Error {}

const isXlsx = (file: File) => file.type === XLSX_TYPE || /\.xlsx$/i.test(file.name);

/** One spreadsheet cell as line-grammar text; tabs and line breaks inside it become spaces. */
function cellText(value: unknown): string {
  if (value === null || value === undefined || value instanceof Date) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value).replace(/[\t\r\n]+/g, ' ');
}

/**
 * The text of an uploaded file for the line grammar: a CSV or text file as it is, the first
 * sheet of an Excel workbook as tab-separated rows. The workbook reader is loaded only now, when
 * a workbook is chosen, so no route carries it.
 */
export async function fileText(file: File): Promise<string> {
  if (/\.xls$/i.test(file.name))
    throw new UnreadableFile(
      `${file.name} is an Excel 97-2003 workbook, which cannot be read. Save it as .xlsx or CSV and upload it again.`,
    );
  if (!isXlsx(file)) return file.text();
  const { readSheet } = await import('read-excel-file/browser');
  try {
    const rows = await readSheet(file);
    return rows.map((row) => row.map(cellText).join('\t')).join('\n');
  } catch {
    throw new UnreadableFile(`${file.name} could not be read as an Excel workbook.`);
  }
}
