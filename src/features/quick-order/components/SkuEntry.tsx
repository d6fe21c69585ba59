import Search from 'lucide-react/icons/search';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Flex, IconButton, Input, VisuallyHidden } from '@ds';
import {
  SEARCH_DEBOUNCE_MS,
  SUGGESTION_LIMIT,
  SuggestionList,
  useDebounced,
  useSearch,
  type Product,
} from '@/features/catalog';

type Props = {
  inputRef: Ref<HTMLInputElement>;
  onPick: (product: Product) => void;
};

/**
 * The quick order's SKU box: the header search's combobox, but picking adds to the list.
 * Enter adds the highlighted suggestion, or the first one; the magnifier adds the first.
 */
export function SkuEntry({ inputRef, onPick }: Props) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const keyword = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isLoading } = useSearch(keyword, 1, SUGGESTION_LIMIT);

  // keepPreviousData shows the last answer while the next loads; it is only offered for the
  // keyword it belongs to, so a slow stale answer never stands in for what was typed since.
  const current = Boolean(keyword) && keyword === text.trim();
  const suggestions: Product[] = current ? (data?.products ?? []).slice(0, SUGGESTION_LIMIT) : [];
  const searched = current && !isLoading && Boolean(data);
  const expanded = open && suggestions.length > 0;
  const activeId = expanded && active >= 0 ? `${listId}-option-${active}` : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (product: Product | undefined) => {
    if (!product) return;
    close();
    setText('');
    onPick(product);
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
      event.preventDefault();
      pick(suggestions[expanded && active >= 0 ? active : 0]);
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else setText('');
    }
  };

  return (
    <Flex gap="2" align="center" css={{ position: 'relative', width: '$skuEntry' }}>
      <VisuallyHidden as="label" htmlFor={`${listId}-input`}>
        Add by SKU
      </VisuallyHidden>
      <Input
        ref={inputRef}
        id={`${listId}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Enter SKU"
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
      />
      <IconButton
        type="button"
        aria-label="Add first suggestion"
        size="2"
        disabled={suggestions.length === 0}
        onClick={() => pick(suggestions[0])}
      >
        <Search size={18} aria-hidden />
      </IconButton>
      {expanded ? (
        <SuggestionList
          id={listId}
          products={suggestions}
          active={active}
          onHover={setActive}
          onChoose={pick}
        />
      ) : null}
      <VisuallyHidden role="status">
        {open && searched
          ? suggestions.length
            ? `${suggestions.length} suggestions available`
            : 'No matching products'
          : ''}
      </VisuallyHidden>
    </Flex>
  );
}
