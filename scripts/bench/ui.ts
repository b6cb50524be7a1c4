/**
 * `npm run bench:ui [Component ...]`: does the kit tree-shake?
 * For each named component (default Button) it bundles three entries:
 *   direct  - the component from its own folder: its true cost with what it really uses;
 *   barrel  - the component from '@nocturne/ui', as the app imports it;
 *   all     - everything the kit exports.
 * The barrel import tree-shakes when it holds no module the direct import lacks.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { kb } from './gzip.ts';
import { bundleKitEntry, componentsIn, UI_DIR, type KitBundle } from './kitBundle.ts';
import { printTable, type Figure } from './table.ts';

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

printTable('@nocturne/ui tree-shaking (gzip)', figures);
console.log(leaking ? '\nThe kit does NOT tree-shake.' : '\nThe kit tree-shakes: importing one component pulls in no other.');
process.exitCode = leaking ? 1 : 0;
