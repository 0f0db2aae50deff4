// @ts-check
/**
 * The shell's prerender as one Node bundle (shell/src/prerender/renderPage.tsx), compiled with the
 * same loader as the browser build: the styled-components ids come from the files, so the classes in
 * the prerendered HTML are the ones the browser computes. scripts/prerender.mjs runs it after the build.
 */
const path = require('node:path');
const webpack = require('webpack');
const { scriptRule } = require('portal-tooling');

module.exports = {
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: './src/prerender/renderPage.tsx',
  output: {
    path: path.join(__dirname, '.prerender'),
    filename: 'renderPage.cjs',
    library: { type: 'commonjs2' },
    publicPath: '/',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: {
    rules: [scriptRule(true), { test: /\.(png|svg|jpe?g|gif|ico)$/i, type: 'asset/resource', generator: { emit: false } }],
  },
  // Lazy pages are loaded ahead (preload) and rendered from the same file.
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  optimization: { minimize: false },
  devtool: false,
  stats: 'errors-warnings',
};
