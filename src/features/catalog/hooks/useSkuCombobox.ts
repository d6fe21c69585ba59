import { useId, useState, type KeyboardEvent } from 'react';
import type { Product } from '../api/product-model';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_LIMIT, useSearch } from '../api/search';
import { useDebounced } from './useDebounced';

type Options = {
  /** What choosing a suggestion does (click, or Enter on the highlighted one). */
  onChoose: (product: Product) => void;
  /**
   * Enter with no suggestion highlighted hands over the text as typed, with the suggestions
   * answered for exactly that text, or null while that answer is not in (Enter must never wait
   * for, or be lost to, the pause before suggestions). Off, the key is left to the browser (the
   * header search's form submits).
   */
  onEnterText?: (text: string, answered: readonly Product[] | null) => void;
  /** The search keyword for the text in the box; the text trimmed by default. */
  keywordOf?: (text: string) => string;
  /**
   * Offer only the answer for the text as typed now. Off, the last answer stays up while the next
   * one loads (the header, where suggestions should not flicker while typing).
   */
  currentOnly?: boolean;
};

/**
 * The SKU combobox shared by the header search and the quick order's SKU box (ARIA 1.2 combobox
 * with a list popup): debounced suggestions, arrow keys that wrap, Escape that closes and then
 * clears, and the polite status line for screen readers.
 */
export function useSkuCombobox({
  onChoose,
  onEnterText,
  keywordOf = (t) => t.trim(),
  currentOnly = false,
}: Options) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const wanted = keywordOf(text);
  const keyword = useDebounced(wanted, SEARCH_DEBOUNCE_MS);
  const { data, isLoading, error } = useSearch(keyword, 1, SUGGESTION_LIMIT);

  const current = Boolean(keyword) && keyword === wanted;
  const offered = currentOnly ? current : Boolean(wanted);
  const suggestions: Product[] = offered ? (data?.products ?? []).slice(0, SUGGESTION_LIMIT) : [];
  // With keepPreviousData an error or a load in flight shows the previous keyword's answer.
  const searched = current && !isLoading && !error && Boolean(data);
  const expanded = open && suggestions.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (product: Product | undefined) => {
    if (!product) return;
    close();
    setText('');
    onChoose(product);
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
      // Ctrl/Cmd+Enter belongs to the page (the quick order's Add to Cart).
      if (onEnterText && (event.ctrlKey || event.metaKey)) return;
      const highlighted = expanded && active >= 0 ? suggestions[active] : undefined;
      if (highlighted) {
        event.preventDefault();
        choose(highlighted);
      } else if (onEnterText) {
        event.preventDefault();
        if (!text.trim()) return;
        close();
        onEnterText(text, searched ? suggestions : null);
      }
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else setText('');
    }
  };

  return {
    text,
    /** Replaces the text, for an owner that takes entries out of the box (or gives them back). */
    setText,
    suggestions,
    close,
    choose,
    /** Spread on the input: the combobox role, its ARIA state and its handlers. */
    inputProps: {
      id: `${listId}-input`,
      type: 'text',
      role: 'combobox',
      autoComplete: 'off',
      spellCheck: false,
      maxLength: 50,
      value: text,
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': expanded ? listId : undefined,
      'aria-activedescendant': expanded && active >= 0 ? `${listId}-option-${active}` : undefined,
      onChange: (e: { target: { value: string } }) => {
        setText(e.target.value);
        setOpen(true);
        setActive(-1);
      },
      onKeyDown,
      onBlur: close,
    } as const,
    /** Props of the SuggestionList, rendered only while `expanded`. */
    list: expanded ? { id: listId, products: suggestions, active, onHover: setActive } : null,
    /** The status line's text: how many suggestions there are, once an answer is in. */
    status:
      open && searched
        ? suggestions.length
          ? `${suggestions.length} suggestions available`
          : 'No matching products'
        : '',
  };
}
