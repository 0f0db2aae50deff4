// Contract check for one remote (issue "Independent delivery", part 2): does the remote expose the
// pages the catalogue assigns to it under the agreed module names, and does it share the shell's
// singletons with ranges the shell's installed versions satisfy? The core (`checkContract`) only takes
// data, so tests need no build; `loadContractInput` gathers that data from the checkout.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { REMOTES as REMOTE_DEFINITIONS } from 'portal-contract/remotes';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

export const REMOTES = REMOTE_DEFINITIONS.map((remote) => remote.pkg);

/** Does `version` satisfy `range` (npm's semver)? */
export function satisfies(version, range) {
  return semver.satisfies(version, range);
}

/** `react/jsx-runtime` is versioned with `react`, `@reduxjs/toolkit/query` with `@reduxjs/toolkit`. */
export function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const quote = (text) => `„${text}“`;

/**
 * @param {{
 *   remote: string,                               // folder name, e.g. mfe-seo
 *   federationName: string,                       // e.g. mfe_seo, as the catalogue names it
 *   pages: { name: string, module: string }[],    // the catalogue's pages of this remote
 *   exposes: Record<string, string>,              // exposes.json
 *   configExposes?: Record<string, string>,       // what webpack.config.cjs hands to federation
 *   shared?: Record<string, { singleton?: boolean, requiredVersion?: string | false }>, // the remote's federation `shared`
 *   shellShared: Record<string, string>,          // request the shell shares → the shell's installed version
 *   manifest?: { name?: string, exposes?: { name?: string, path?: string }[], shared?: { name: string, singleton?: boolean, requiredVersion?: string }[] } | null,
 * }} input
 * @returns {{ problems: string[], warnings: string[] }}
 */
export function checkContract(input) {
  const { remote, federationName, pages, exposes, shellShared, manifest } = input;
  const problems = [];
  const warnings = [];
  const known = new Set(pages.map((page) => page.module));
  if (pages.length === 0) problems.push(`${remote}: Der Katalog ordnet ${quote(federationName)} keine Seite zu`);

  // (a) pages ↔ exposed modules, in every place the remote declares them.
  const sources = [['exposes.json', Object.keys(exposes ?? {})]];
  if (input.configExposes) sources.push(['webpack.config.cjs', Object.keys(input.configExposes)]);
  if (manifest) {
    if (manifest.name && manifest.name !== federationName) {
      problems.push(`${remote}: Build heißt ${quote(manifest.name)} statt ${quote(federationName)} (mf-manifest.json)`);
    }
    sources.push(['mf-manifest.json', (manifest.exposes ?? []).map((entry) => entry.path ?? `./${entry.name}`)]);
  }
  for (const [source, modules] of sources) {
    const exposed = new Set(modules);
    for (const page of pages) {
      if (!exposed.has(page.module)) {
        const hint = source === 'mf-manifest.json' ? ` – Build veraltet? npm run build -w ${remote}` : '';
        problems.push(`${remote}: Seite ${quote(page.name)} (${page.module}) wird nicht bereitgestellt (${source})${hint}`);
      }
    }
    for (const module of modules) {
      if (!known.has(module))
        warnings.push(`${remote}: ${module} wird bereitgestellt, ist aber keiner Seite im Katalog zugeordnet (${source})`);
    }
  }

  // (b) shared singletons: declared, singleton, and a range the shell's installed version satisfies.
  const declarations = [];
  if (input.shared) declarations.push(['webpack.config.cjs', input.shared]);
  if (manifest?.shared) declarations.push(['mf-manifest.json', Object.fromEntries(manifest.shared.map((entry) => [entry.name, entry]))]);
  for (const [source, shared] of declarations) {
    for (const [request, installed] of Object.entries(shellShared)) {
      const entry = shared[request];
      if (!entry) {
        problems.push(`${remote}: Paket ${quote(request)} wird nicht geteilt, die Shell teilt es als Singleton (${source})`);
        continue;
      }
      if (entry.singleton !== true) problems.push(`${remote}: Paket ${quote(request)} wird nicht als Singleton geteilt (${source})`);
      const range = entry.requiredVersion;
      if (!range) {
        problems.push(`${remote}: Paket ${quote(request)} hat keine requiredVersion (${source})`);
      } else if (!satisfies(installed, range)) {
        problems.push(`${remote}: Paket ${quote(request)} verlangt ${range}, die Shell hat ${installed} installiert (${source})`);
      }
    }
  }
  return { problems, warnings };
}

/** The version of `name` the way Node resolves it from `fromDir` (walking up node_modules). */
export function installedVersion(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (path.dirname(dir) === dir) return null;
  }
}

/** Options the app's webpack config hands to the ModuleFederationPlugin (the config is only built, not run). */
export function federationOptions(appDir) {
  const configFile = path.join(appDir, 'webpack.config.cjs');
  delete require.cache[require.resolve(configFile)];
  const exported = require(configFile);
  const config = typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported;
  const plugin = (config.plugins ?? []).find((p) => p?.constructor?.name === 'ModuleFederationPlugin');
  if (!plugin) throw new Error(`${path.basename(appDir)}: kein ModuleFederationPlugin in webpack.config.cjs`);
  return plugin._options;
}

let catalogue = null;
/** The catalogue is TypeScript; tsx loads it as it is (offline, from the workspace). */
export async function loadCatalogue() {
  if (!catalogue) {
    const { tsImport } = await import('tsx/esm/api');
    catalogue = await tsImport(path.join(ROOT, 'portal-contract/src/catalogue/features.ts'), import.meta.url);
  }
  return catalogue;
}

/** Everything `checkContract` needs for one remote of this checkout. */
export async function loadContractInput(remote, { root = ROOT, dist } = {}) {
  const remoteDir = path.join(root, remote);
  if (!fs.existsSync(path.join(remoteDir, 'exposes.json'))) throw new Error(`${remote}: kein Remote (exposes.json fehlt in ${remoteDir})`);
  const options = federationOptions(remoteDir);
  const federationName = options.name;
  const { featuresOfRemote } = await loadCatalogue();
  const pages = featuresOfRemote(federationName).map((feature) => ({ name: feature.name, module: feature.page.module }));

  const shellDir = path.join(root, 'shell');
  const shellShared = {};
  for (const [request, entry] of Object.entries(federationOptions(shellDir).shared ?? {})) {
    if (entry?.singleton) shellShared[request] = installedVersion(packageOf(request), shellDir) ?? '0.0.0';
  }

  const manifestFile = path.join(dist ? path.resolve(dist) : path.join(remoteDir, 'dist'), 'mf-manifest.json');
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : null;
  if (dist && !manifest) throw new Error(`${remote}: ${manifestFile} fehlt`);

  return {
    remote,
    federationName,
    pages,
    exposes: JSON.parse(fs.readFileSync(path.join(remoteDir, 'exposes.json'), 'utf8')),
    configExposes: options.exposes,
    shared: options.shared,
    shellShared,
    manifest,
    manifestFile: manifest ? manifestFile : null,
  };
}
