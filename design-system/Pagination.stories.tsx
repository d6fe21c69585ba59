import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Pagination } from './Pagination';
import { styled } from './stitches.config';

const Stack = styled('div', { display: 'grid', gap: '$4', width: 720 });

export const ManyPages: Story = () => {
  const [page, setPage] = useState(5);
  return (
    <Pagination page={page} pageCount={20} onPageChange={setPage} label="Search results pages" />
  );
};

export const FirstAndLast: Story = () => (
  <Stack>
    <Pagination page={1} pageCount={3} onPageChange={() => undefined} label="Orders pages" />
    <Pagination page={3} pageCount={3} onPageChange={() => undefined} label="Quotes pages" />
  </Stack>
);

export const SinglePage: Story = () => (
  <Stack>
    <p>One page of results renders no pagination (nothing below this line).</p>
    <Pagination page={1} pageCount={1} onPageChange={() => undefined} />
  </Stack>
);
