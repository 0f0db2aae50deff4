const { createWebpackConfig } = require('portal-tooling');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_text',
  port: 3001,
  // One exposed module per page; the catalogue in shared-ui names the same modules.
  exposes: require('./exposes.json'),
  title: 'mfe-text · Entwicklungsansicht',
});
