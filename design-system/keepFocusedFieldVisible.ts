/**
 * When the on-screen keyboard opens (the visual viewport shrinks) or a field takes focus on a
 * touch screen, the focused field is scrolled back into what is still visible, so the keyboard
 * never hides what the dealer is typing into. Scrolls inside a dialog when the field is in one.
 */
export function keepFocusedFieldVisible(win: Window = window): () => void {
  const isField = (el: Element | null): el is HTMLElement =>
    el instanceof HTMLElement && el.matches('input, textarea, select, [contenteditable="true"]');
  const reveal = () => {
    const el = win.document.activeElement;
    if (!isField(el)) return;
    const viewport = win.visualViewport;
    const bottom = viewport ? viewport.offsetTop + viewport.height : win.innerHeight;
    const rect = el.getBoundingClientRect();
    if (rect.top < 0 || rect.bottom > bottom) el.scrollIntoView({ block: 'center' });
  };
  const onFocus = (event: FocusEvent) => {
    // Only where a touch keyboard can appear; a mouse user's page stays where it is.
    if (win.matchMedia('(pointer: coarse)').matches && isField(event.target as Element)) {
      win.requestAnimationFrame(reveal);
    }
  };
  win.visualViewport?.addEventListener('resize', reveal);
  win.document.addEventListener('focusin', onFocus);
  return () => {
    win.visualViewport?.removeEventListener('resize', reveal);
    win.document.removeEventListener('focusin', onFocus);
  };
}
