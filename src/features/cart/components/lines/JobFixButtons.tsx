import { useRef, useState } from 'react';
import { Button, Flex, Text } from '@ds';
import type { JobWarning } from '@/lib/cart-model';
import type { FixOutcome, JobFixes } from '../../hooks/useJobFixes';

/** One button of a fix: its visible text, its full name for assistive tech, and what it does. */
type FixAction = { key: string; label: string; name: string; act: () => Promise<FixOutcome> };

function actionsOf(w: JobWarning, fixes: JobFixes): FixAction[] {
  const skus = w.lines.map((l) => l.sku).join(', ');
  if (w.kind === 'hinge') {
    const [line] = w.lines;
    return (['LEFT', 'RIGHT'] as const).map((side) => {
      const label = side === 'LEFT' ? 'Left' : 'Right';
      return {
        key: side,
        label,
        name: `${label} hinge for ${line.sku}`,
        act: () => fixes.confirmHinge(line, side),
      };
    });
  }
  if (w.kind === 'table')
    return [
      {
        key: 'table',
        label: 'Add Wooden Table',
        name: `Add Wooden Table for ${skus}`,
        act: () => fixes.addTable(w.quantity),
      },
    ];
  const label = `Switch to ${w.mainStyle}`;
  return [
    { key: 'style', label, name: `${label}: ${skus}`, act: () => fixes.switchStyle(w.mainStyle) },
  ];
}

/**
 * The fix buttons of one warning. A click while a fix is in flight does nothing; a failure, or a
 * line the fix could not change, is said beside the buttons until the next try.
 */
export function JobFixButtons({ warning, fixes }: { warning: JobWarning; fixes: JobFixes }) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function click(action: FixAction) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(action.key);
    setMessage(null);
    try {
      setMessage(await action.act());
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  }

  return (
    <Flex direction="column" gap="1" css={{ marginTop: '$1' }}>
      <Flex gap="2" wrap="wrap">
        {actionsOf(warning, fixes).map((a) => (
          <Button
            key={a.key}
            size={1}
            variant="outline"
            aria-label={a.name}
            loading={pending === a.key}
            onClick={() => void click(a)}
          >
            {a.label}
          </Button>
        ))}
      </Flex>
      {message ? (
        <Text role="alert" size="2" tone="error" css={{ whiteSpace: 'pre-line' }}>
          {message}
        </Text>
      ) : null}
    </Flex>
  );
}
