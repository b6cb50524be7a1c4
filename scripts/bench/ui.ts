/**
 * `npm run bench:ui [Component ...]`: does the kit tree-shake?
 * For each named component (default Button) it bundles three entries:
 *   direct  - the component from its own folder: its true cost with what it really uses;
 *   barrel  - the component from '@nocturne/ui', as the app imports it;
 *   all     - everything the kit exports.
 * The barrel import tree-shakes when it holds no module the direct import lacks.
 * Then two app-shaped checks:
 *   split   - the entry uses the component, a lazy chunk uses another: the entry must not
 *             carry the other's code or CSS (the app's shell and its lazy pages);
 *   vars    - an app-side .css.ts takes the theme's vars: vanilla-extract evaluates what it
 *             imports at build time, so through the package entry it would register every
 *             component's CSS as its own; '@nocturne/ui/theme' must carry none.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { kb } from './gzip.ts';
import { bundleKitEntry, bundleKitSplit, componentsIn, UI_DIR, type KitBundle } from './kitBundle.ts';
import { allPass, printTable, type Figure } from './table.ts';

const requested = process.argv.slice(2);
const components = requested.length > 0 ? requested : ['Button'];
const known = new Set(readdirSync(path.join(UI_DIR, 'src', 'components')));

const total = (bundle: KitBundle) => bundle.jsGzip + bundle.cssGzip;
const sizes = (bundle: KitBundle) => `${kb(total(bundle))} (JS ${kb(bundle.jsGzip)} + CSS ${kb(bundle.cssGzip)})`;

console.log('Bundling every export of @nocturne/ui (React external, minified, gzip)...');
const all = await bundleKitEntry(`export * from '@nocturne/ui';\n`);
const figures: Figure[] = [{ name: 'import * from @nocturne/ui', value: sizes(all) }];
let leaking = false;

for (const component of components) {
  if (!known.has(component)) throw new Error(`No component folder packages/ui/src/components/${component}`);
  console.log(`Bundling ${component} alone, from its folder and from the package entry...`);
  const direct = await bundleKitEntry(`export { ${component} } from '${path.join(UI_DIR, 'src', 'components', component, 'index.ts')}';\n`);
  const barrel = await bundleKitEntry(`export { ${component} } from '@nocturne/ui';\n`);
  const extra = barrel.modules.filter((id) => !direct.modules.includes(id));
  const uses = componentsIn(direct.modules).filter((name) => name !== component);
  const leakedComponents = componentsIn(extra);
  leaking ||= extra.length > 0;

  figures.push(
    { name: `{ ${component} } from its folder`, value: sizes(direct) },
    {
      name: `{ ${component} } from @nocturne/ui`,
      value: sizes(barrel),
      target: 'same modules as from its folder',
      pass: extra.length === 0,
    },
    { name: `  share of importing everything`, value: `${((100 * total(barrel)) / total(all)).toFixed(1)} %` },
  );
  console.log(`\n${component} uses these other kit components itself: ${uses.join(', ') || 'none'}`);
  console.log(`Other components leaked in through the package entry: ${leakedComponents.join(', ') || 'none'}`);
  if (extra.length > 0) console.log(`Modules only the package-entry import holds:\n  ${extra.join('\n  ')}`);
}

const lazyComponent = 'VipPlanPicker';
console.log(`\nBundling ${components[0]} in an entry that lazily loads a chunk using ${lazyComponent} ...`);
const split = await bundleKitSplit(components[0]!, lazyComponent);
const splitLeaks = [...new Set([...split.entryJs, ...split.entryCss])].filter((name) => name === lazyComponent);
leaking ||= splitLeaks.length > 0;
figures.push({
  name: `entry CSS with ${lazyComponent} lazy`,
  value: `${kb(split.entryCssGzip)} (${split.entryCss.join(', ') || 'no component'})`,
  target: `no ${lazyComponent} in the entry`,
  pass: splitLeaks.length === 0,
});

for (const from of ['@nocturne/ui', '@nocturne/ui/theme']) {
  console.log(`Bundling an app-side .css.ts that imports vars from '${from}' ...`);
  const sheet = await bundleKitEntry(`export { page } from './page.css.ts';\n`, {
    'page.css.ts': `import { style } from '@vanilla-extract/css';\nimport { vars } from '${from}';\nexport const page = style({ color: vars.color.text });\n`,
  });
  const pulled = componentsIn(sheet.modules);
  const value = `CSS ${kb(sheet.cssGzip)}, ${pulled.length} components' CSS`;
  // Through the package entry this always carries the whole kit's CSS (how vanilla-extract
  // works): printed to show why, with a target only on the path app styles must use.
  figures.push(
    from.endsWith('/theme')
      ? { name: `.css.ts with vars from ${from}`, value, target: 'no component CSS', pass: pulled.length === 0 }
      : { name: `.css.ts with vars from ${from}`, value: `${value} (never do this)` },
  );
}

printTable('@nocturne/ui tree-shaking (gzip)', figures);
if (leaking) console.log('\nThe kit does NOT tree-shake: see the modules listed above.');
else console.log('\nThe kit tree-shakes: importing one component pulls in no other, and lazy chunks keep their own CSS.');
console.log(
  "vanilla-extract evaluates a .css.ts file's imports at build time: a .css.ts that imports from the package\n" +
    "entry makes every component's CSS its own. Outside the kit, .css.ts files take vars from '@nocturne/ui/theme'.",
);
process.exitCode = leaking || !allPass(figures) ? 1 : 0;
