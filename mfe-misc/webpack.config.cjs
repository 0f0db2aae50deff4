const { createWebpackConfig } = require('portal-tooling');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_misc',
  port: 3003,
  // One exposed module per page; the catalogue in shared-ui names the same modules.
  exposes: require('./exposes.json'),
  title: 'mfe-misc · Entwicklungsansicht',
});
