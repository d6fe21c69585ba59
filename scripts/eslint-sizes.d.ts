// Types for the test that imports the lint plugin (scripts are plain JavaScript).
import type { Rule } from 'eslint';

declare const plugin: { rules: { 'scale-or-named': Rule.RuleModule } };
export default plugin;
