module.exports = { ...require('./webpack.cjs') };
