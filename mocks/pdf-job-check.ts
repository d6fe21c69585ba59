import { jobCheck, type CheckedLine, type JobBlock, type JobWarning } from '../src/lib/cart-model';

// The quote PDF's Job Check section (issue 45): the same check as the quote screen, in plain text.

const finding = (f: JobBlock | JobWarning) =>
  `- ${f.lines.map((l) => l.sku).join(', ')}: ${f.message}`;

/** The section's lines: what blocks checkout, then the warnings, or 'No issues found.' */
export function jobCheckLines(lines: readonly CheckedLine[]): string[] {
  const { blocks, warnings } = jobCheck(lines);
  if (blocks.length === 0 && warnings.length === 0) return ['No issues found.'];
  return [
    ...(blocks.length > 0 ? ['Blocks checkout:', ...blocks.map(finding)] : []),
    ...(warnings.length > 0
      ? ['Warnings (checkout still goes ahead):', ...warnings.map(finding)]
      : []),
  ];
}
