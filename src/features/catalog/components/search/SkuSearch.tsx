import Search from 'lucide-react/icons/search';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { IconButton, Input, VisuallyHidden, styled } from '@ds';
import type { Product } from '../../api/product-model';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_LIMIT, useSearch } from '../../api/search';
import { SuggestionList } from './SuggestionList';
import { useDebounced } from './useDebounced';

const Form = styled('form', { position: 'relative', width: '$skuSearch' });

// The magnifier sits inside the field, centred in its height; the text stops short of it.
const INSET = 'calc(($sizes$field - $sizes$iconButton2) / 2)';
const Submit = styled('div', { position: 'absolute', right: INSET, top: INSET });

/**
 * Header SKU search (docs/business-rules.md#screens), ARIA 1.2 combobox: typing suggests up to five products,
 * arrows move through them, Enter opens the highlighted one or the search page; blank is ignored.
 */
export function SkuSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [, navigate] = useLocation();
  const listId = useId();
  const keyword = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isLoading } = useSearch(keyword, 1, SUGGESTION_LIMIT);

  const suggestions: Product[] = text.trim()
    ? (data?.products ?? []).slice(0, SUGGESTION_LIMIT)
    : [];
  const searched = Boolean(keyword) && keyword === text.trim() && !isLoading && Boolean(data);
  const expanded = open && suggestions.length > 0;
  const activeId = expanded && active >= 0 ? `${listId}-option-${active}` : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (product: Product) => {
    close();
    setText('');
    navigate(`/products/${product.id}`);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    close();
    navigate(`/search?${new URLSearchParams({ keyword: trimmed })}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!count) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (expanded ? (i + step + count) % count : step > 0 ? 0 : count - 1));
    } else if (event.key === 'Enter') {
      const product = expanded && active >= 0 ? suggestions[active] : undefined;
      if (product) {
        event.preventDefault();
        choose(product);
      }
      // Otherwise the form submits: the search page, or nothing for blank input.
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else setText('');
    }
  };

  return (
    <Form role="search" aria-label="Product search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={`${listId}-input`}>
        Search by SKU
      </VisuallyHidden>
      <Input
        id={`${listId}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search by SKU"
        maxLength={50}
        value={text}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={activeId}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        css={{ paddingRight: 'calc($sizes$iconButton2 + $space$2)' }}
      />
      <Submit>
        <IconButton type="submit" aria-label="Search" size="2">
          <Search size={18} aria-hidden />
        </IconButton>
      </Submit>
      {expanded ? (
        <SuggestionList
          id={listId}
          products={suggestions}
          active={active}
          onHover={setActive}
          onChoose={choose}
        />
      ) : null}
      <VisuallyHidden role="status">
        {open && searched
          ? suggestions.length
            ? `${suggestions.length} suggestions available`
            : 'No matching products'
          : ''}
      </VisuallyHidden>
    </Form>
  );
}
