// @ts-check
/**
 * ESLint rule: a relative import must stay inside its own workspace package. Packages meet by name
 * (`portal-contract`, `shared-ui`), so every dependency shows in package.json and survives a move.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The nearest folder with a package.json: the package a file belongs to. */
function packageRootOf(file) {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
  return dir;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports must not leave their workspace package.' },
    schema: [],
    messages: {
      crossPackage:
        '„{{source}}“ greift in ein anderes Paket. Pakete importieren einander nur über ihren Namen (z. B. portal-contract), nie über einen relativen Pfad.',
    },
  },
  create(context) {
    const root = packageRootOf(context.filename);
    /** @param {any} node */
    const check = (node) => {
      const source = node.source?.value;
      if (!root || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      if (path.relative(root, target).startsWith('..')) context.report({ node: node.source, messageId: 'crossPackage', data: { source } });
    };
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-cross-package-import': rule } };
