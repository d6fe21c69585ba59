import type { PDFFont, PDFPage } from 'pdf-lib';

// Text placement shared by the demo API's PDFs: what Helvetica can draw, right alignment, cutting
// to a width and wrapping into lines.

/** Helvetica is WinAnsi only; anything else would make pdf-lib throw. */
export const safe = (s: string) => s.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

export function right(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size = 9) {
  page.drawText(text, { x: x - font.widthOfTextAtSize(text, size), y, size, font });
}

export function fit(font: PDFFont, text: string, width: number, size = 9): string {
  let t = safe(text);
  while (t.length > 1 && font.widthOfTextAtSize(t, size) > width) t = t.slice(0, -1);
  return t === safe(text) ? t : `${t.slice(0, -1)}…`.replace('…', '.');
}

/** Splits text into lines that fit the width: at spaces, and inside a word longer than a line. */
export function wrap(font: PDFFont, text: string, width: number, size = 9): string[] {
  const lines: string[] = [];
  let current = '';
  const fits = (t: string) => font.widthOfTextAtSize(t, size) <= width;
  for (const word of safe(text).split(/\s+/).filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}
