import Search from 'lucide-react/icons/search';
import type { Ref } from 'react';
import { Flex, IconButton, Input, VisuallyHidden } from '@ds';
import { SuggestionList, useSkuCombobox, type Product } from '@/features/catalog';

type Props = {
  inputRef: Ref<HTMLInputElement>;
  onPick: (product: Product) => void;
};

/**
 * The quick order's SKU box: the header search's combobox, but picking adds to the list.
 * Enter adds the highlighted suggestion, or the first one; the magnifier adds the first.
 */
export function SkuEntry({ inputRef, onPick }: Props) {
  // Only the answer for the text as typed is offered: a slow stale answer must never be added.
  const box = useSkuCombobox({
    onChoose: onPick,
    enterChoosesFirst: true,
    currentOnly: true,
  });

  return (
    <Flex gap="2" align="center" css={{ position: 'relative', width: '$skuEntry' }}>
      <VisuallyHidden as="label" htmlFor={box.inputProps.id}>
        Add by SKU
      </VisuallyHidden>
      <Input ref={inputRef} {...box.inputProps} placeholder="Enter SKU" />
      <IconButton
        type="button"
        aria-label="Add first suggestion"
        size="2"
        disabled={box.suggestions.length === 0}
        onClick={() => box.choose(box.suggestions[0])}
      >
        <Search size={18} aria-hidden />
      </IconButton>
      {box.list ? <SuggestionList {...box.list} onChoose={box.choose} /> : null}
      <VisuallyHidden role="status">{box.status}</VisuallyHidden>
    </Flex>
  );
}
