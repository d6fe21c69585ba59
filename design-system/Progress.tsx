import type { ComponentProps } from 'react';
import { styled } from './stitches.config';

// The native <progress> (role progressbar, value and max read by assistive tech) drawn with the
// brand colour on a grey track instead of the browser's own bar. Chromium and Safari style the
// track and the filled part through -webkit pseudo-elements, Firefox through ::-moz-progress-bar.
const StyledProgress = /* @__PURE__ */ styled('progress', {
  appearance: 'none',
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  height: '$space$2',
  margin: 0,
  border: 'none',
  borderRadius: '$round',
  overflow: 'hidden',
  backgroundColor: '$gray3',
  color: '$primary',
  '&::-webkit-progress-bar': { backgroundColor: '$gray3', borderRadius: '$round' },
  '&::-webkit-progress-value': { backgroundColor: '$primary', borderRadius: '$round' },
  '&::-moz-progress-bar': { backgroundColor: '$primary', borderRadius: '$round' },
});

type Named = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * A determinate progress bar: `value` of `max` done. It needs an accessible name, given by
 * `aria-label` or `aria-labelledby`, because the bar has no text of its own.
 */
export type ProgressProps = Omit<
  ComponentProps<typeof StyledProgress>,
  'value' | 'max' | 'aria-label' | 'aria-labelledby'
> & { value: number; max: number } & Named;

export function Progress(props: ProgressProps) {
  return <StyledProgress {...props} />;
}
