import { ChevronLeft, ChevronRight } from 'lucide-react';
import { styled } from './stitches.config';
import type { CSS } from './stitches.config';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** 1 … 4 5 6 … 20: first, last, the current page with `siblings` each side, gaps as ellipses. */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  // first + last + current + siblings + two ellipses
  const slots = 2 * siblings + 5;
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1);
  const left = Math.max(current - siblings, 2);
  const right = Math.min(current + siblings, count - 1);
  const showLeftGap = left > 3;
  const showRightGap = right < count - 2;
  const items: PageItem[] = [1];
  if (showLeftGap) items.push('ellipsis-start');
  else for (let p = 2; p < left; p += 1) items.push(p);
  for (let p = left; p <= right; p += 1) items.push(p);
  if (showRightGap) items.push('ellipsis-end');
  else for (let p = right + 1; p < count; p += 1) items.push(p);
  items.push(count);
  return items;
}

const Nav = /* @__PURE__ */ styled('nav', { display: 'flex', justifyContent: 'center' });
const List = /* @__PURE__ */ styled('ul', {
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  listReset: true,
});

const PageButton = /* @__PURE__ */ styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$1',
  minWidth: 36,
  height: 36,
  px: '$2',
  borderRadius: '$2',
  fontSize: '$2',
  fontWeight: '$semibold',
  color: '$text',
  border: '1px solid $border',
  backgroundColor: '$white',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  pressableEnabled: { borderColor: '$primary', color: '$primary' },
  '&[aria-current="page"]': {
    backgroundColor: '$primary',
    borderColor: '$primary',
    color: '$white',
    cursor: 'default',
  },
  '&:disabled': { color: '$gray6', borderColor: '$gray3', cursor: 'not-allowed' },
  // On a phone every page button is a 44 px tap target.
  '@phone': { minWidth: '$iconButton3', height: '$iconButton3' },
});

const Gap = /* @__PURE__ */ styled('span', { px: '$2', color: '$textMuted' });

export type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Search results pages'. */
  label?: string;
  siblings?: number;
  css?: CSS;
};

export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  siblings = 1,
  css,
}: PaginationProps) {
  const items = paginationRange(page, pageCount, siblings);
  if (items.length <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <Nav aria-label={label} css={css}>
      <List>
        <li>
          <PageButton onClick={() => onPageChange(current - 1)} disabled={current <= 1}>
            <ChevronLeft size={16} aria-hidden />
            Previous
          </PageButton>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                onClick={() => item !== current && onPageChange(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ),
        )}
        <li>
          <PageButton onClick={() => onPageChange(current + 1)} disabled={current >= pageCount}>
            Next
            <ChevronRight size={16} aria-hidden />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
