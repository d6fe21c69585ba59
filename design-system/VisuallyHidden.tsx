import { styled } from './stitches.config';

export const VisuallyHidden = /* @__PURE__ */ styled('span', { visuallyHidden: true });
