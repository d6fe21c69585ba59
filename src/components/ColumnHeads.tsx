import type { ReactNode } from 'react';

type Column = {
  label: ReactNode;
  /** Amounts and counts: the table aligns cells of class 'num' right, in tabular digits. */
  numeric?: boolean;
};

/** A table's header row, one heading a column. */
export function ColumnHeads({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) => (
          <th key={i} scope="col" className={c.numeric ? 'num' : undefined}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
