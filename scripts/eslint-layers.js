// Enforces the import direction app -> features -> components -> api/lib -> design-system,
// and that one feature only reaches another through its public index.
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function layerOf(file) {
  // A trailing slash lets folder imports ('@/api') match their folder like files inside it do.
  const rel = `${path.relative(ROOT, file).split(path.sep).join('/')}/`;
  if (rel.startsWith('design-system/')) return { layer: 'ds' };
  if (rel.startsWith('src/app/') || rel === 'src/main.tsx/') return { layer: 'app' };
  const feature = /^src\/features\/([^/]+)\/(.*)$/.exec(rel);
  if (feature)
    return { layer: 'features', feature: feature[1], inner: feature[2].replace(/\/$/, '') };
  if (rel.startsWith('src/api/')) return { layer: 'api' };
  if (rel.startsWith('src/lib/')) return { layer: 'lib' };
  if (rel.startsWith('src/components/')) return { layer: 'components' };
  if (rel.startsWith('src/')) return { layer: 'app' };
  return { layer: 'other' };
}

function resolveSpec(spec, fromFile) {
  if (spec === '@ds' || spec.startsWith('@ds/'))
    return path.join(ROOT, 'design-system', spec.slice(4));
  if (spec.startsWith('@/')) return path.join(ROOT, 'src', spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null;
}

const allowed = {
  app: ['app', 'features', 'components', 'api', 'lib', 'ds'],
  features: ['features', 'components', 'api', 'lib', 'ds'],
  // Shared screen pieces: used by app and features, never reaching into either.
  components: ['components', 'api', 'lib', 'ds'],
  api: ['api', 'lib', 'ds'],
  lib: ['api', 'lib', 'ds'],
  ds: ['ds'],
};

const rule = {
  meta: {
    type: 'problem',
    messages: {
      direction:
        "'{{from}}' may not import from '{{to}}' (direction is app -> features -> components -> api/lib -> design-system).",
      internals:
        "Feature '{{from}}' may only import feature '{{to}}' through its index, not '{{spec}}'.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (from.layer === 'other') return {};
    function check(node) {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const target = resolveSpec(spec, file);
      if (!target) return;
      const to = layerOf(target);
      if (to.layer === 'other') return;
      if (!allowed[from.layer].includes(to.layer)) {
        context.report({ node, messageId: 'direction', data: { from: from.layer, to: to.layer } });
        return;
      }
      if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
        if (to.inner !== '' && to.inner !== 'index' && to.inner !== 'index.ts') {
          context.report({
            node,
            messageId: 'internals',
            data: { from: from.feature, to: to.feature, spec },
          });
        }
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-direction': rule } };
