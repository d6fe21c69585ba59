import { createContext, useContext } from 'react';

/** True inside the page frame a document draws before any script (the app's PageFrame). */
export const InPageFrame = createContext(false);

/**
 * Whether the screen is being drawn as its document's page frame: a screen with a long list
 * draws only its first view there, so the document stays small and quick to lay out.
 */
export const useInPageFrame = (): boolean => useContext(InPageFrame);
