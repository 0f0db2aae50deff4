/**
 * Runs one exported function of a bench module in a Node process of its own and returns its result.
 *
 * A load generator must not share a heap with the bench process: after the Lighthouse runs that heap
 * holds about 200 MB (Lighthouse's artifacts and caches, measured 2026-11-28), a young-generation
 * collection there took 5–7 ms instead of ~1 ms and a full one 88 ms, and every such pause made the
 * generator send late — counted, rightly, as latency of the gateway it measured. A process of its own
 * has a heap the size of its own work; it also keeps a second load the bench drives meanwhile (the
 * offline writers) from delaying the generator's clock. A process rather than a worker thread:
 * autocannon, in a worker thread, takes itself for one of its own workers and returns raw histograms.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * @param {URL} moduleUrl the module, e.g. `new URL('./pacedLoad.mjs', import.meta.url)`
 * @param {string} name its export
 * @param {unknown[]} args structured-cloneable arguments
 */
export async function inProcess(moduleUrl, name, ...args) {
  const child = fork(fileURLToPath(new URL('./processMain.mjs', import.meta.url)), [], { serialization: 'advanced' });
  try {
    const outcome = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('error', reject);
      // A process that ends without an answer is an error too.
      child.once('exit', (code) => reject(new Error(`${name}: Prozess beendet (Code ${code}) ohne Ergebnis`)));
      child.send({ module: moduleUrl.href, name, args });
    });
    if (!outcome.ok) throw new Error(`${name} (im eigenen Prozess): ${outcome.message}`);
    return outcome.result;
  } finally {
    child.kill();
  }
}
