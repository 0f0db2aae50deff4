const path = require('node:path');
const { createWebpackConfig } = require('portal-tooling');

const base = createWebpackConfig({ dir: __dirname, name: 'shell', port: 3000, title: 'KI-Portal' });

module.exports = (env, argv) => {
  const config = base(env, argv);
  // `npm run dev` writes the runtime config to .data/run; the dev server serves it like `npm start` does.
  config.devServer.static = [
    { directory: path.join(__dirname, 'public'), watch: false },
    { directory: path.join(__dirname, '..', '.data', 'run'), watch: false },
  ];
  return config;
};
