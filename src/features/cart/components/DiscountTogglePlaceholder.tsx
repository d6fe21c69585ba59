import { Button } from '@ds';
import { DISCOUNT_WORDING, type DiscountPlace } from './discount-wording';

/**
 * Holds the discount toggle's place while the discount form's code loads (a lazy chunk), so what
 * follows does not move down when it comes: at phone width the checkout's order summary moved
 * 44 px about a second after the page was drawn. The same button, invisible, so it takes exactly
 * the toggle's size at every width; hidden from the tab order and assistive tech.
 */
export function DiscountTogglePlaceholder({ place }: { place: DiscountPlace }) {
  const wording = DISCOUNT_WORDING[place];
  return (
    <Button
      variant="link"
      tabIndex={-1}
      aria-hidden="true"
      css={{ ...wording.toggleCss, visibility: 'hidden' }}
    >
      {wording.show}
    </Button>
  );
}
