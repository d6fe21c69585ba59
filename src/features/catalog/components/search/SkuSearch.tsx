import Search from 'lucide-react/icons/search';
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { IconButton, Input, VisuallyHidden, styled } from '@ds';
import { SuggestionList } from './SuggestionList';
import { useSkuCombobox } from '../../hooks/useSkuCombobox';

// As wide as the header gives it room for (SKU_SEARCH on a wide window).
const Form = styled('form', { position: 'relative', width: '100%' });

// The magnifier sits inside the field, centred in its height; the text stops short of it.
const INSET = 'calc(($sizes$field - $sizes$iconButton2) / 2)';
const Submit = styled('div', { position: 'absolute', right: INSET, top: INSET });

/**
 * Header SKU search (docs/business-rules.md#screens), ARIA 1.2 combobox: typing suggests up to five products,
 * arrows move through them, Enter opens the highlighted one or the search page; blank is ignored.
 */
export function SkuSearch() {
  const [, navigate] = useLocation();
  const box = useSkuCombobox({ onChoose: (product) => navigate(`/products/${product.id}`) });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = box.text.trim();
    if (!trimmed) return;
    box.close();
    navigate(`/search?${new URLSearchParams({ keyword: trimmed })}`);
  };

  // Enter with nothing highlighted submits the form: the search page, or nothing for blank input.
  return (
    <Form role="search" aria-label="Product search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={box.inputProps.id}>
        Search by SKU
      </VisuallyHidden>
      <Input
        {...box.inputProps}
        placeholder="Search by SKU"
        css={{ paddingRight: 'calc($sizes$iconButton2 + $space$2)' }}
      />
      <Submit>
        <IconButton type="submit" aria-label="Search" size="2">
          <Search size={18} aria-hidden />
        </IconButton>
      </Submit>
      {box.list ? <SuggestionList {...box.list} onChoose={box.choose} /> : null}
      <VisuallyHidden role="status">{box.status}</VisuallyHidden>
    </Form>
  );
}
