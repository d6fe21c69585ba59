import { styled } from '@ds';

/** The tab's title on the left, its main action on the right. */
export const TabHeader = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  marginBottom: '$5',
});

/** Cards three to a row. */
export const CardGrid = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$5',
});
