// Screens take their sizes from the design system's scale ('$block4', '$space$3', '$sizes$field')
// or from a named constant beside the screen (`const LINE_COLUMNS = '28px 72px 1fr'` in the file,
// or in its feature's sizes.ts); see docs/architecture.md#sizes. Reported:
//   raw-px       a px length written anywhere but in an UPPER_CASE constant
//   bare-number  a non-zero number given to a length property of a style object (`width: 64`),
//                which Stitches also turns into px
//   unknown      a '$name' of the size scale that design-system/stitches.config.ts does not hold
//                (Stitches would drop it silently)
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const CONFIG = path.join(ROOT, 'design-system', 'stitches.config.ts');

const PX = /\b\d+(\.\d+)?px\b/;
const NAMED = /^[A-Z][A-Z0-9_]*$/;
const LENGTH_PROPS = new RegExp(
  '^(width|height|minWidth|maxWidth|minHeight|maxHeight|top|left|right|bottom|inset|gap|rowGap|' +
    'columnGap|padding\\w*|margin\\w*|px|py|fontSize|lineHeight|borderRadius|borderWidth|' +
    'flexBasis|outlineOffset|letterSpacing|textUnderlineOffset|size)$',
);
// Properties Stitches reads from the sizes scale, so '$name' there names a size token.
const SIZE_PROPS =
  /^(width|height|minWidth|maxWidth|minHeight|maxHeight|flexBasis|gridTemplateColumns|gridTemplateRows|blockSize|inlineSize|size)$/;

let sizeTokens;
function sizeScale() {
  if (!sizeTokens) {
    const text = fs.readFileSync(CONFIG, 'utf8');
    const block = /\n\s{4}sizes: \{([\s\S]*?)\n\s{4}\},/.exec(text);
    sizeTokens = new Set(block ? [...block[1].matchAll(/^\s+(\w+):/gm)].map((m) => m[1]) : []);
  }
  return sizeTokens;
}

/** Inside `const UPPER_CASE = ...` (at any depth of its initializer). */
function inNamedConstant(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (n.type === 'VariableDeclarator') return n.id.type === 'Identifier' && NAMED.test(n.id.name);
  }
  return false;
}

const keyName = (property) =>
  property.key.type === 'Identifier'
    ? property.key.name
    : typeof property.key.value === 'string'
      ? property.key.value
      : null;

const rule = {
  meta: {
    type: 'problem',
    messages: {
      rawPx:
        "Raw '{{value}}': take the size from the design-system scale or name it as a constant beside the screen (const NAME = '…' or the feature's sizes.ts).",
      bareNumber:
        "'{{prop}}: {{value}}' is a px length: take it from the design-system scale or a named constant beside the screen.",
      unknown:
        "'${{token}}' is not a size of the design-system scale (design-system/stitches.config.ts).",
    },
    schema: [],
  },
  create(context) {
    function checkText(node, text) {
      const px = PX.exec(text);
      if (px && !inNamedConstant(node))
        context.report({ node, messageId: 'rawPx', data: { value: px[0] } });
      // The style property the string is the value of, if it is one.
      const value = node.type === 'TemplateElement' ? node.parent : node;
      const prop =
        value.parent?.type === 'Property' && value.parent.value === value
          ? keyName(value.parent)
          : null;
      for (const [token, scale, name] of text.matchAll(/\$(\w+)(?:\$(\w+))?/g)) {
        const size =
          name === undefined
            ? prop !== null && SIZE_PROPS.test(prop) && scale
            : scale === 'sizes' && name;
        if (size && !sizeScale().has(size))
          context.report({ node, messageId: 'unknown', data: { token: token.slice(1) } });
      }
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateElement(node) {
        checkText(node, node.value.cooked ?? node.value.raw);
      },
      Property(node) {
        const prop = keyName(node);
        if (!prop || !LENGTH_PROPS.test(prop)) return;
        const v = node.value;
        const num =
          v.type === 'Literal' && typeof v.value === 'number'
            ? v.value
            : v.type === 'UnaryExpression' && v.argument.type === 'Literal'
              ? -v.argument.value
              : null;
        if (num === null || num === 0) return;
        // lineHeight 1.5 is a ratio, not a length.
        if (prop === 'lineHeight' && Math.abs(num) <= 3) return;
        context.report({ node: v, messageId: 'bareNumber', data: { prop, value: String(num) } });
      },
    };
  },
};

export default { rules: { 'scale-or-named': rule } };
