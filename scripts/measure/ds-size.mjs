#!/usr/bin/env node
// How much the design-system parts used by the app shell add to the entry chunk, gzip, on top of
// React: builds two tiny entries (React only / React + shell components) and compares their JS.
//   node scripts/measure/ds-size.mjs
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = path.resolve('.');
const TMP = path.join(ROOT, '.cache/ds-size');
rmSync(TMP, { recursive: true, force: true });
mkdirSync(TMP, { recursive: true });

const reactOnly = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(h('div', null, 'hello'));
`;

// Every part the shell renders is used, so nothing is tree-shaken away.
const shell = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { globalStyles } from '${ROOT}/design-system/global.ts';
import { Button } from '${ROOT}/design-system/Button.tsx';
import { TextField } from '${ROOT}/design-system/TextField.tsx';
import { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem } from '${ROOT}/design-system/DropdownMenu.tsx';
import { Dialog, DialogTrigger, DialogContent, DialogTitle, DialogDescription } from '${ROOT}/design-system/Dialog.tsx';
import { ToastProvider, useToast } from '${ROOT}/design-system/Toast.tsx';
import { Badge } from '${ROOT}/design-system/Badge.tsx';
import { Banner } from '${ROOT}/design-system/Banner.tsx';
import { Skeleton } from '${ROOT}/design-system/Skeleton.tsx';
function Shell() {
  globalStyles();
  const toast = useToast();
  return h('div', null,
    h(Banner, null, 'notice'),
    h(Button, { onClick: () => toast.show('hi') }, 'Go'),
    h(TextField, { label: 'Search' }),
    h(Badge, { count: 3 }),
    h(Skeleton),
    h(DropdownMenu, null, h(DropdownMenuTrigger, null, 'menu'),
      h(DropdownMenuContent, null, h(DropdownMenuItem, null, 'item'))),
    h(Dialog, null, h(DialogTrigger, null, 'open'),
      h(DialogContent, null, h(DialogTitle, null, 't'), h(DialogDescription, null, 'd'))),
  );
}
createRoot(document.getElementById('root')).render(h(ToastProvider, null, h(Shell)));
`;

// Same shell, but the account menu and dialogs load on demand (they open only on interaction).
const shellLazy = shell
  .replace(/import \{ DropdownMenu[^\n]*\n/, '')
  .replace(/import \{ Dialog,[^\n]*\n/, '')
  .replace(/h\(DropdownMenu,[\s\S]*?h\(DialogDescription, null, 'd'\)\)\),\n/, `h(Lazy),\n`)
  .replace(
    'function Shell() {',
    `import { lazy, Suspense } from 'react';
const LazyParts = lazy(() => import('${ROOT}/design-system/DropdownMenu.tsx').then(async (m) => {
  const d = await import('${ROOT}/design-system/Dialog.tsx');
  return { default: () => h('div', null,
    h(m.DropdownMenu, null, h(m.DropdownMenuTrigger, null, 'menu'),
      h(m.DropdownMenuContent, null, h(m.DropdownMenuItem, null, 'item'))),
    h(d.Dialog, null, h(d.DialogTrigger, null, 'open'),
      h(d.DialogContent, null, h(d.DialogTitle, null, 't'), h(d.DialogDescription, null, 'd')))) };
}));
const Lazy = () => h(Suspense, { fallback: null }, h(LazyParts));
function Shell() {`,
  );

async function measure(name, source) {
  const dir = path.join(TMP, name);
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, source);
  await build({
    configFile: false,
    logLevel: 'error',
    root: dir,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: path.join(dir, 'out'),
      target: 'es2022',
      // Fonts are separate files loaded by CSS; only JavaScript is counted here.
      assetsInlineLimit: 0,
      manifest: true,
      rollupOptions: { input: entry },
    },
  });
  const assets = path.join(dir, 'out', 'assets');
  // Only the entry chunk counts: it is what the browser must load before the first render.
  const manifest = JSON.parse(readFileSync(path.join(dir, 'out/.vite/manifest.json'), 'utf8'));
  const entryFile = Object.values(manifest).find((c) => c.isEntry).file;
  let js = 0;
  let lazyJs = 0;
  let css = 0;
  for (const f of readdirSync(assets)) {
    const gz = gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length;
    if (`assets/${f}` === entryFile) js += gz;
    else if (f.endsWith('.js')) lazyJs += gz;
    if (f.endsWith('.css')) css += gz;
  }
  return { js, lazyJs, css };
}

const base = await measure('react-only', reactOnly);
const eager = await measure('react-plus-shell', shell);
const lazy = await measure('react-plus-shell-lazy', shellLazy);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`React + react-dom alone (entry):              ${kib(base.js)} gzip`);
console.log(
  `+ shell parts, all eager (entry):             ${kib(eager.js)} gzip  => adds ${kib(eager.js - base.js)}`,
);
console.log(
  `+ shell parts, menu+dialog lazy (entry):      ${kib(lazy.js)} gzip  => adds ${kib(lazy.js - base.js)}` +
    ` (lazy chunk ${kib(lazy.lazyJs)})`,
);
console.log(`CSS ${kib(eager.css)} gzip; fonts are separate woff2 files.`);
const budget = 35 * 1024;
console.log(
  `Budget 35 KiB on top of React: eager ${eager.js - base.js <= budget ? 'within' : 'OVER'}, lazy ${lazy.js - base.js <= budget ? 'within' : 'OVER'}`,
);
