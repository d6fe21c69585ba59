/** How a line's cells are separated: spreadsheets copy as tabs, CSV files use comma or semicolon. */
export type Delimiter = '\t' | ',' | ';' | 'space';

/** Tab wins; then the first comma or semicolon outside quotes; otherwise runs of spaces. */
export function delimiterOf(line: string): Delimiter {
  if (line.includes('\t')) return '\t';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ',' || ch === ';')) return ch;
  }
  return 'space';
}

/**
 * The cells of one line, trimmed and unquoted as CSV quotes them ('"a ""b"""' is 'a "b"'), so a
 * note column holding the delimiter does not shift the columns after it.
 */
export function cellsOf(line: string, delimiter: Delimiter): string[] {
  if (delimiter === 'space') return line.trim().split(/\s+/).map(unquote);
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

const unquote = (cell: string) => cell.replace(/^"(.*)"$/, '$1');

/** The words of a line without a header: its cells, each split at spaces, blanks dropped. */
export function tokensOf(line: string): string[] {
  return cellsOf(line, delimiterOf(line))
    .flatMap((cell) => cell.split(/\s+/))
    .map(unquote)
    .filter((t) => t !== '');
}
