import { createStitches } from '@stitches/react';
import { describe, expect, it, vi } from 'vitest';
import { documentCss } from './documentCss';
import { css } from './stitches.config';

const markers = (text: string) => [...text.matchAll(/--sxs\{--sxs:(\d)/g)].map((m) => Number(m[1]));

describe('documentCss', () => {
  it('holds every one of Stitches rule groups, in its order, empty ones included', () => {
    css({ color: '$text' })();
    const text = documentCss();
    expect(markers(text)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('keeps the rules rendered so far', () => {
    const className = css({ marginTop: '13px' })().className;
    expect(documentCss()).toMatch(new RegExp(`\\.${className}\\s*\\{\\s*margin-top:\\s*13px`));
  });

  it('is a sheet that Stitches adopts at start without writing to it', () => {
    const doc = document.implementation.createHTMLDocument('shell');
    const style = doc.createElement('style');
    style.textContent = documentCss();
    doc.head.append(style);
    const insertRule = vi.spyOn(style.sheet as CSSStyleSheet, 'insertRule');
    const appendChild = vi.spyOn(doc.head, 'appendChild');
    // `root` (the document whose sheets it adopts) is a runtime option its types leave out.
    createStitches({ root: doc } as Parameters<typeof createStitches>[0]);
    expect(insertRule).not.toHaveBeenCalled();
    expect(appendChild).not.toHaveBeenCalled();
  });
});
