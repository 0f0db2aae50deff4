/** The local German NLP on 20 000 characters: runs the gateway's own bench and reads its medians. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from '../../lib/env.mjs';

const median = (output, name) => {
  const match = output.match(new RegExp(`${name}[^:]*: Median ([\\d.,]+) ms`));
  if (!match) throw new Error(`bench:nlp: kein Median für ${name} in:\n${output}`);
  return Number(match[1].replace(/\./g, '').replace(',', '.'));
};

/** @returns {Promise<{ summaryMs: number, keywordsMs: number, houseStyleMs: number }>} */
export async function measureNlp() {
  // bench:nlp exits 1 on a missed target; the figures are what counts here, the check comes later.
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'bench:nlp', '-w', 'gateway'], { cwd: ROOT }).catch(
    (error) => error,
  );
  return { summaryMs: median(stdout, 'Zusammenfassung'), keywordsMs: median(stdout, 'Keywords'), houseStyleMs: median(stdout, 'Hausstil') };
}

/** The offline „korrigieren“ on the blind grammar corpus (holdout.json): precision, recall, false alarms. */
export async function measureGrammar() {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'bench:grammar', '-w', 'gateway'], { cwd: ROOT }).catch(
    (error) => error,
  );
  const figure = (name) => Number(stdout.match(new RegExp(`Grammatik-Prüfkorpus: ${name} ([\\d,]+) %`))?.[1]?.replace(',', '.'));
  const alarms = stdout.match(/Grammatik-Prüfkorpus: Fehlalarme (\d+) von (\d+)/);
  if (!alarms) throw new Error(`bench:grammar: keine Fehlalarme in:\n${stdout}`);
  return {
    precision: figure('Präzision'),
    recall: figure('Trefferquote'),
    falseAlarms: Number(alarms[1]),
    correctSentences: Number(alarms[2]),
  };
}
