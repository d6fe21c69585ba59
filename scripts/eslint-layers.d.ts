// Types for the tests that import the lint plugin (scripts are plain JavaScript).
import type { ESLint } from 'eslint';

export function findCycle(
  graph: Map<string, Iterable<string>>,
  from: string,
  to: string,
): string[] | null;

declare const plugin: ESLint.Plugin;
export default plugin;
