import { useId, useMemo } from 'react';
import { Card, CardTitle, Flex, Text } from '@ds';
import { jobCheck, type CheckedLine, type JobBlock, type JobWarning } from '@/lib/cart-model';

/** One finding: the lines it names, then what the check says of them. */
function Finding({ finding }: { finding: JobBlock | JobWarning }) {
  return (
    <li>
      <strong>{finding.lines.map((l) => l.sku).join(', ')}</strong>: {finding.message}
    </li>
  );
}

function Group({
  title,
  tone,
  findings,
}: {
  title: string;
  tone: 'error' | 'default';
  findings: readonly (JobBlock | JobWarning)[];
}) {
  const id = useId();
  if (findings.length === 0) return null;
  return (
    <Flex direction="column" gap="1">
      <Text id={id} size="2" weight="bold" tone={tone}>
        {title}
      </Text>
      <Flex
        as="ul"
        aria-labelledby={id}
        direction="column"
        gap="1"
        css={{ margin: 0, paddingLeft: '$4', fontSize: '$2' }}
      >
        {findings.map((f) => (
          <Finding key={`${f.kind}-${f.lines[0]?.cartItemId ?? 0}`} finding={f} />
        ))}
      </Flex>
    </Flex>
  );
}

/**
 * The job check of the cart or a quote (issue 45), above its summary: what blocks checkout and
 * what only warns, each naming its lines, from the one cart model.
 */
export function JobCheckPanel({ lines }: { lines: readonly CheckedLine[] }) {
  const check = useMemo(() => jobCheck(lines), [lines]);
  const clean = check.blocks.length === 0 && check.warnings.length === 0;
  return (
    <Card as="section" aria-label="Job check" variant="muted" data-testid="job-check">
      <CardTitle as="h2">Job Check</CardTitle>
      {clean ? (
        <Text size="2">No issues found.</Text>
      ) : (
        <Flex direction="column" gap="3">
          <Group title="Blocks checkout" tone="error" findings={check.blocks} />
          <Group
            title="Warnings (checkout still goes ahead)"
            tone="default"
            findings={check.warnings}
          />
        </Flex>
      )}
    </Card>
  );
}
