#!/usr/bin/env node
// Usage: node scripts/contract-check.mjs <remote> [--dist <folder>]
// Checks a remote against the catalogue (pages ↔ exposed modules) and the shell's shared singletons,
// in its sources and, when dist/mf-manifest.json exists (or --dist is given), in its build.
// One German line per problem and exit 1; otherwise a one-line summary and exit 0.
import path from 'node:path';
import { checkContract, loadContractInput, ROOT } from './lib/contractCheck.mjs';

function parseArgs(argv) {
  const args = { remote: null, dist: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--dist') args.dist = argv[++i];
    else if (argv[i].startsWith('--dist=')) args.dist = argv[i].slice('--dist='.length);
    else if (!args.remote) args.remote = argv[i];
    else throw new Error(`Unbekanntes Argument: ${argv[i]}`);
  }
  if (!args.remote) throw new Error('Aufruf: node scripts/contract-check.mjs <remote> [--dist <ordner>]');
  if (args.dist === '') throw new Error('--dist braucht einen Ordner');
  // `mfe_seo` (federation name) and paths like `../mfe-seo` name the same remote folder.
  args.remote = path.basename(path.resolve(args.remote)).replace(/_/g, '-');
  return args;
}

try {
  const { remote, dist } = parseArgs(process.argv.slice(2));
  const input = await loadContractInput(remote, { root: ROOT, dist });
  const { problems, warnings } = checkContract(input);
  for (const warning of warnings) console.warn(`Warnung: ${warning}`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error(`${remote}: Vertragsprüfung fehlgeschlagen (${problems.length} ${problems.length === 1 ? 'Problem' : 'Probleme'})`);
    process.exit(1);
  }
  const build = input.manifestFile
    ? `Build ${path.relative(process.cwd(), input.manifestFile)} geprüft`
    : 'kein Build vorhanden, nur Quellen geprüft';
  console.log(
    `${remote}: Vertrag eingehalten – ${input.pages.length} ${input.pages.length === 1 ? 'Seite' : 'Seiten'} bereitgestellt, ${Object.keys(input.shellShared).length} Singletons der Shell passend geteilt; ${build}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
