import { Check } from 'lucide-react';
import { styled } from '@ds';

const List = styled('ul', {
  listReset: true,
  display: 'grid',
  gap: '$2',
  '& li': { display: 'flex', alignItems: 'flex-start', gap: '$2', fontSize: '$2', color: '$text' },
  '& svg': { flexShrink: 0, color: '$primary', marginTop: '$nudgeSm' },
});

/** Specification text arrives as one string with a bullet per line. */
export function splitSpecification(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n|;/)
    .map((s) => s.replace(/^[-•*]\s*/, '').trim())
    .filter(Boolean);
}

export function SpecList({ items, label }: { items: string[]; label?: string }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Check size={16} aria-hidden />
          {item}
        </li>
      ))}
    </List>
  );
}
