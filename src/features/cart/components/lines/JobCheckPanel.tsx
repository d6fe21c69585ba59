import { useId, useMemo } from 'react';
import { Card, CardTitle, Flex, Text } from '@ds';
import { jobCheck, type CheckedLine, type JobBlock, type JobWarning } from '@/lib/cart-model';
import type { JobFixes } from '../../hooks/useJobFixes';
import { JobFixButtons } from './JobFixButtons';

type AnyFinding = JobBlock | JobWarning;

const isWarning = (f: AnyFinding): f is JobWarning =>
  f.kind === 'hinge' || f.kind === 'style' || f.kind === 'table';

/** One finding: the lines it names, what the check says of them, and a warning's fix. */
function Finding({ finding, fixes }: { finding: AnyFinding; fixes: JobFixes | null }) {
  return (
    <li>
      <strong>{finding.lines.map((l) => l.sku).join(', ')}</strong>: {finding.message}
      {fixes && isWarning(finding) ? <JobFixButtons warning={finding} fixes={fixes} /> : null}
    </li>
  );
}

/** Stable per finding, so a fix's message stays while the lines it names change (a partial switch). */
const findingKey = (f: AnyFinding) =>
  f.kind === 'hinge' || f.kind === 'availability'
    ? `${f.kind}-${f.lines[0]?.cartItemId ?? 0}`
    : f.kind;

function Group({
  title,
  tone,
  findings,
  fixes = null,
}: {
  title: string;
  tone: 'error' | 'default';
  findings: readonly AnyFinding[];
  fixes?: JobFixes | null;
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
          <Finding key={findingKey(f)} finding={f} fixes={fixes} />
        ))}
      </Flex>
    </Flex>
  );
}

/**
 * The job check of the cart or a quote (issue 45), above its summary: what blocks checkout and
 * what only warns, each naming its lines, from the one cart model; with `fixes`, each warning
 * has its one-click fix (none for a quote whose lines are locked).
 */
export function JobCheckPanel({
  lines,
  fixes = null,
}: {
  lines: readonly CheckedLine[];
  fixes?: JobFixes | null;
}) {
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
            fixes={fixes}
          />
        </Flex>
      )}
    </Card>
  );
}
