// @ts-check
/**
 * One webpack + Module Federation configuration for the shell and every remote, so that the list of
 * shared singletons reads like a table and cannot drift between teams (see docs/architecture.md).
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Shared as singletons, never eager; versions come from the app's own package.json. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'styled-components',
  // Not @reduxjs/toolkit: only shared-auth uses it (store, slices, the one API slice), so it is
  // bundled inside that singleton and tree-shaken there; shared on its own it came whole (~6 KB gzip
  // more on every first load). react-redux stays: its context must be one.
  'react-redux',
  'shared-auth',
  'shared-ui',
];

/** `react/jsx-runtime` is versioned with `react`, `react-dom/client` with `react-dom`. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Version skew drills only: `PORTAL_SHARED_VERSION_OVERRIDE='{"shared-ui":"^2.0.0"}'` builds an app
 * that asks for other versions than its package.json, to prove the shell refuses it visibly.
 */
function versionOverrides() {
  const raw = process.env.PORTAL_SHARED_VERSION_OVERRIDE;
  return raw ? JSON.parse(raw) : {};
}

/**
 * strictVersion: a remote whose range the loaded singleton does not satisfy (an incompatible major)
 * fails to load — its slot shows the error — instead of running against an API it was not built for.
 */
function sharedConfig(dependencies) {
  const overrides = versionOverrides();
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const requiredVersion = overrides[packageOf(request)] ?? dependencies[packageOf(request)];
      if (!requiredVersion) throw new Error(`${request}: not in the app's dependencies`);
      return [request, { singleton: true, requiredVersion, strictVersion: true }];
    }),
  );
}

/**
 * @param {{
 *   dir: string,
 *   name: string,
 *   port: number,
 *   exposes?: Record<string, string>,
 *   title?: string,
 * }} app
 */
/**
 * Brotli and gzip copies of every script, page, manifest and SVG beside the file, for the static
 * sites to send by Accept-Encoding (scripts/serve-static.mjs): compressed once at build time, at the
 * highest level, instead of on every request. Files that shrink by less than a fifth (the plugin's
 * default minRatio 0.8, e.g. a chunk of a few bytes) keep no copy and are sent as they are.
 */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
function precompressed() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz' }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
    }),
  ];
}

/**
 * styled-components names each component by a counter in the order the modules run, which differs
 * between the shell's prerender (Node) and the browser; the plugin gives every component an id from
 * its file instead, so the prerendered class names are the ones the browser hydrates.
 */
function styledComponentsPlugin(production) {
  return [require.resolve('@swc/plugin-styled-components'), { displayName: !production, ssr: true, pure: true }];
}

/**
 * react-router's package sends every import to its development build: the same code with its
 * developer warnings on (route checks on every render) and an English "Hey developer" text in its
 * fallback error page. A production bundle takes the production build; the bundler has to ask for it.
 */
function reactRouterProductionBuild() {
  const dir = path.dirname(require.resolve('react-router/package.json'));
  return { 'react-router$': path.join(dir, 'dist', 'production', 'index.mjs') };
}

/**
 * TypeScript and JSX through swc, for the browser builds and the shell's prerender alike.
 * `jsxDev`: React's development JSX runtime (`react/jsx-dev-runtime`, not shared). A remote never
 * uses it: its dev server also serves it into the running portal (`npm run dev -w <remote>` beside
 * `npm start`), whose one React is the production build, and that runtime calls internals only the
 * development build has (`dispatcher.getOwner is not a function`).
 */
function scriptRule(production, { jsxDev = !production } = {}) {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules\/(?!shared-ui|shared-auth|portal-contract)/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: jsxDev } },
          target: 'es2020',
          // The plugin's compiled Wasm is cached under node_modules, not in each package's folder.
          experimental: {
            plugins: [styledComponentsPlugin(production)],
            cacheRoot: path.join(__dirname, '..', 'node_modules', '.cache', 'swc'),
          },
        },
      },
    },
  };
}

function createWebpackConfig(app) {
  const pkg = require(path.join(app.dir, 'package.json'));
  const isHost = !app.exposes;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const serving = Boolean(env?.WEBPACK_SERVE);
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      // A remote's development build runs inside the stack's portal too, whose CSP allows no eval.
      devtool: production ? 'source-map' : isHost ? 'eval-cheap-module-source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // The host serves deep links (/seo-self-made), so its chunks resolve from the root; a remote's
        // chunks resolve from wherever its remoteEntry was loaded.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: production ? reactRouterProductionBuild() : {} },
      module: {
        rules: [scriptRule(production, { jsxDev: !production && isHost }), { test: /\.(png|svg|jpe?g|gif|ico)$/i, type: 'asset/resource' }],
      },
      optimization: {
        // Licence comments go to a .LICENSE.txt beside each script (named in its first comment), so
        // every visit does not download them; a second compress pass shortens what is left.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            extractComments: true,
            minimizerOptions: { compress: { passes: 2 } },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: app.exposes,
          remotes: {},
          shared: sharedConfig(pkg.dependencies),
          // With the default ('version-first') every registered remote's entry is fetched at start,
          // so one dead remote would blank the whole portal.
          shareStrategy: 'loaded-first',
          // Browsers only: the runtime drops its Node.js loading code. (Not disableSnapshot: remotes
          // are registered by their mf-manifest.json, which the snapshot code reads.)
          experiments: { optimization: { target: 'web' } },
          dts: false,
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title ?? 'KI-Portal',
          // A remote's own index.html is the team's harness; the shell never loads it.
          chunks: ['main'],
        }),
        // Static files (logos, favicon) are copied as they are; only an app with a public/ has them.
        ...(fs.existsSync(path.join(app.dir, 'public'))
          ? [new CopyPlugin({ patterns: [{ from: path.join(app.dir, 'public'), to: '.' }] })]
          : []),
        // Served from memory (`npm run preview -w <remote>`), nothing is written: no copies to compress.
        ...(production && !serving ? precompressed() : []),
      ],
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(app.dir, 'public'), watch: false },
        // allowedHosts stays 'auto': on this loopback bind it accepts the Host localhost and 127.0.0.1
        // and still refuses another site's script tags; listing hosts (or 'all') would lift that check.
        client: {
          overlay: { warnings: false, errors: true },
          // Live reload over this server's port at the host the page was opened with: the socket's
          // Origin must name the same host (http://localhost:3002 refused ws://127.0.0.1:3002), and a
          // remote inside the portal on :3000 still reaches its own server. The client reads '[::]' as
          // "any address" and puts the page's host instead; the server also trusts this hostname as a
          // Host, which no request can carry as '[::]' (unlike '0.0.0.0', which browsers can reach).
          webSocketURL: { hostname: '[::]' },
        },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createWebpackConfig, reactRouterProductionBuild, scriptRule, SINGLETONS };
