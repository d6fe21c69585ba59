// Enforces the import direction app -> features -> components -> api/lib -> design-system,
// that one feature only reaches another through its public index, and that features never
// import each other in a cycle (docs/architecture.md#layers).
// Kept over eslint-plugin-boundaries + import-x/no-cycle: no-cycle sees module cycles, not feature cycles.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const FEATURES_DIR = path.join(ROOT, 'src', 'features');

function layerOf(file) {
  // A trailing slash lets folder imports ('@/api') match their folder like files inside it do.
  const rel = `${path.relative(ROOT, file).split(path.sep).join('/')}/`;
  if (rel.startsWith('design-system/')) return { layer: 'ds' };
  if (rel.startsWith('src/app/') || rel === 'src/main.tsx/') return { layer: 'app' };
  const feature = /^src\/features\/([^/]+)\/(.*)$/.exec(rel);
  if (feature)
    return { layer: 'features', feature: feature[1], inner: feature[2].replace(/\/$/, '') };
  if (rel.startsWith('src/components/')) return { layer: 'components' };
  if (rel.startsWith('src/api/')) return { layer: 'api' };
  if (rel.startsWith('src/lib/')) return { layer: 'lib' };
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

/** The other features a module imports, given its import specifiers. */
function featuresImported(file, specs) {
  const from = layerOf(file);
  const out = new Set();
  for (const spec of specs) {
    const target = resolveSpec(spec, file);
    const to = target && layerOf(target);
    if (to && to.layer === 'features' && to.feature !== from.feature) out.add(to.feature);
  }
  return out;
}

const SPEC_RE = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

// file -> features it imports. Scanned once per lint run (one ESLint process); a file whose
// modification time changed since is read again, so an editor's long-lived ESLint stays right.
const scanned = new Map();

function fileEdges() {
  const files = fs.existsSync(FEATURES_DIR) ? sourceFiles(FEATURES_DIR) : [];
  const present = new Set(files);
  for (const file of scanned.keys()) if (!present.has(file)) scanned.delete(file);
  for (const file of files) {
    const mtime = fs.statSync(file).mtimeMs;
    const hit = scanned.get(file);
    if (hit && hit.mtime === mtime) continue;
    const text = fs.readFileSync(file, 'utf8');
    const specs = [...text.matchAll(SPEC_RE)].map((m) => m[1]);
    scanned.set(file, { mtime, features: featuresImported(file, specs) });
  }
  return scanned;
}

/**
 * Feature-level graph (feature -> features it imports) from every feature file on disk, except
 * `file`, whose edges come from `ownEdges` (the text being linted, which may not be saved yet).
 */
function featureGraph(file, ownFeature, ownEdges) {
  const graph = new Map();
  const add = (from, tos) => {
    if (!graph.has(from)) graph.set(from, new Set());
    for (const to of tos) graph.get(from).add(to);
  };
  for (const [other, { features }] of fileEdges()) {
    if (other !== file) add(layerOf(other).feature, features);
  }
  add(ownFeature, ownEdges);
  return graph;
}

/**
 * Pure: the path `to -> ... -> from` in `graph` (Map of node -> iterable of nodes), if one exists;
 * an edge from -> to then closes a cycle. Returns the cycle as [from, to, ..., from], or null.
 */
export function findCycle(graph, from, to) {
  const seen = new Set();
  const walk = (node, trail) => {
    if (node === from) return trail;
    if (seen.has(node)) return null;
    seen.add(node);
    for (const next of graph.get(node) ?? []) {
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return null;
  };
  const rest = walk(to, [to]);
  return rest ? [from, ...rest] : null;
}

const rule = {
  meta: {
    type: 'problem',
    messages: {
      direction:
        "'{{from}}' may not import from '{{to}}' (direction is app -> features -> components -> api/lib -> design-system).",
      internals:
        "Feature '{{from}}' may only import feature '{{to}}' through its index, not '{{spec}}'.",
      cycle: "Importing feature '{{to}}' closes a cycle between features: {{cycle}}.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (from.layer === 'other') return {};
    const crossFeature = [];
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
        crossFeature.push({ node, feature: to.feature });
      }
    }
    function checkCycles() {
      if (crossFeature.length === 0) return;
      const own = new Set(crossFeature.map((c) => c.feature));
      const graph = featureGraph(file, from.feature, own);
      for (const { node, feature } of crossFeature) {
        const cycle = findCycle(graph, from.feature, feature);
        if (cycle)
          context.report({
            node,
            messageId: 'cycle',
            data: { to: feature, cycle: cycle.join(' -> ') },
          });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      'Program:exit': checkCycles,
    };
  },
};

export default { rules: { 'import-direction': rule } };
