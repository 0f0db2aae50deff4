const { createWebpackConfig } = require('portal-tooling');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_seo',
  port: 3002,
  // One exposed module per page; the catalogue in shared-ui names the same modules.
  exposes: require('./exposes.json'),
  title: 'mfe-seo · Entwicklungsansicht',
});
