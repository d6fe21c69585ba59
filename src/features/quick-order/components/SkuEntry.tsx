import Search from 'lucide-react/icons/search';
import { useImperativeHandle, useLayoutEffect, useRef, type Ref, type RefObject } from 'react';
import { FieldLabel, Flex, IconButton, Input, Text, VisuallyHidden } from '@ds';
import { SuggestionList, useSkuCombobox, type Product } from '@/features/catalog';
import { tokensOf } from '../lib/cells';
import { parseTokens } from '../lib/parse-lines';
import { useTypedEntries, type EntryLine } from '../hooks/useTypedEntries';
import { SKU_ENTRY } from '../sizes';

/** What the page may ask of the SKU box. */
export type SkuEntryHandle = {
  /** Waits for every entry typed so far; true when each found its product. */
  settle: () => Promise<boolean>;
  clearNotes: () => void;
  /** Enters what is typed in the box, as Enter would. */
  flush: () => void;
};

type Props = {
  inputRef: RefObject<HTMLInputElement | null>;
  handleRef?: Ref<SkuEntryHandle>;
  /** A suggestion chosen from the list (click, arrows and Enter, or the magnifier). */
  onPick: (product: Product) => string | null;
  /**
   * Text confirmed with Enter that names a product exactly, with the quantity and options
   * written after it ('TPW-B12 3 L'); answers a note to show or null.
   */
  onEnter: (product: Product, line: EntryLine) => string | null;
};

/**
 * The quick order's SKU box: the header search's combobox, but picking adds to the list. Enter
 * adds the product whose SKU is exactly the text, also when pressed before the suggestions came
 * (a scanner sends SKU and Enter 10 ms a character); otherwise it says so and keeps the text.
 */
export function SkuEntry({ inputRef, handleRef, onPick, onEnter }: Props) {
  const textRef = useRef('');
  const entries = useTypedEntries({
    apply: onEnter,
    restore: (text) => {
      // Only an empty box gets its text back: a scanner may already be sending the next SKU.
      if (textRef.current !== '') return;
      box.setText(text);
      textRef.current = text;
      requestAnimationFrame(() => inputRef.current?.select());
    },
  });
  // Only the answer for the text as typed is offered: a slow stale answer must never be added.
  const box = useSkuCombobox({
    onChoose: (product) => entries.show(onPick(product)),
    currentOnly: true,
    // Suggestions are for the SKU alone, also while a quantity follows it.
    keywordOf: (text) => parseTokens(tokensOf(text))?.code ?? text.trim(),
    onEnterText: (text, answered) => enterText(text, answered),
  });

  // The box's text as one line of the paste grammar: a SKU, then a quantity and options.
  function enterText(text: string, answered: readonly Product[] | null) {
    const line = parseTokens(tokensOf(text));
    if (!line) return;
    if ('reason' in line) {
      entries.refuse(`${text.trim()}: ${line.reason}`);
      return;
    }
    box.setText('');
    textRef.current = '';
    entries.enter(line.code, answered, line);
  }
  useLayoutEffect(() => {
    textRef.current = box.text;
  });
  useImperativeHandle(handleRef, () => ({
    settle: entries.settle,
    clearNotes: entries.clearNotes,
    flush: () => enterText(textRef.current, null),
  }));
  const notesId = `${box.inputProps.id}-notes`;
  const hasError = entries.notes.some((n) => n.tone === 'error');

  return (
    <Flex direction="column" gap="1" css={{ width: SKU_ENTRY, maxWidth: '100%' }}>
      <FieldLabel htmlFor={box.inputProps.id}>Add by SKU</FieldLabel>
      <Flex gap="2" align="center" css={{ position: 'relative' }}>
        <Input
          ref={inputRef}
          {...box.inputProps}
          placeholder="Enter SKU"
          aria-describedby={entries.notes.length ? notesId : undefined}
          aria-invalid={hasError || undefined}
        />
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
      </Flex>
      <div id={notesId} role="status">
        {entries.notes.map((n) => (
          <Text key={n.id} size="2" tone={n.tone === 'error' ? 'error' : 'default'}>
            {n.text}
          </Text>
        ))}
      </div>
      <VisuallyHidden role="status">
        {entries.pending ? `Checking ${entries.pending} SKU(s)` : box.status}
      </VisuallyHidden>
    </Flex>
  );
}
