/**
 * meSpeak in a worker thread that is replaced after a number of utterances.
 *
 * Why a worker, and why replaced: meSpeak's emscripten file system breaks after about 80 calls in one
 * instance, and in Node its own recovery does not work — an array then grows until V8 aborts the
 * whole process ("Fatal JavaScript invalid size error", found by the fuzz test, seed 2030138538:
 * ~100 speech requests ended the gateway). A fresh instance per worker, retired well before that,
 * cannot reach the bug, and a terminated worker gives all its memory back (re-requiring the module
 * in one thread leaked ~1 MB per call). Synthesis is synchronous (~20–250 ms a chunk), so in the
 * worker it also no longer blocks the gateway's other requests.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code: plain JavaScript run with `eval`, because a worker file in TypeScript would need
 * the tsx loader registered inside the worker (Node 20 does not carry it over). In: `{ id, text,
 * options }`; out: `{ id, wav }` (WAV bytes, null when eSpeak had nothing to say) or `{ id, error }`.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const warn = console.warn;
console.warn = () => {}; // meSpeak warns once that it cannot play audio outside a browser
const meSpeak = require(workerData.meSpeak);
meSpeak.loadConfig(require(workerData.config));
meSpeak.loadVoice(require(workerData.voice));
console.warn = warn;
parentPort.on('message', ({ id, text, options }) => {
  try {
    const wav = meSpeak.speak(text, { ...options, rawdata: 'buffer' });
    const bytes = wav ? new Uint8Array(wav) : null;
    parentPort.postMessage({ id, wav: bytes }, bytes ? [bytes.buffer] : []);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
`;

const resolveModule = createRequire(import.meta.url).resolve;
const MESPEAK_FILES = {
  meSpeak: resolveModule('mespeak'),
  config: resolveModule('mespeak/src/mespeak_config.json'),
  voice: resolveModule('mespeak/voices/de.json'),
};

/** Far below the ~80 calls after which one meSpeak instance breaks. */
export const UTTERANCES_PER_WORKER = 40;

type Pending = { resolve: (wav: Buffer | null) => void; reject: (error: Error) => void };

class SpeechWorker {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  used = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor() {
    this.worker = new Worker(WORKER_CODE, { eval: true, workerData: MESPEAK_FILES });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('message', () => resolve());
      this.worker.once('error', reject);
    });
    // Held only while something waits for it: an idle worker must not keep the process alive.
    // (Adding a 'message' listener refs the worker again, so this comes after the listeners.)
    void this.ready.then(
      () => this.releaseIfIdle(),
      () => undefined,
    );
    this.worker.on('message', (message: { id?: number; wav?: Uint8Array | null; error?: string }) => {
      const job = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!job || message.id === undefined) return;
      this.pending.delete(message.id);
      this.releaseIfIdle();
      if (message.error !== undefined) job.reject(new Error(`meSpeak: ${message.error}`));
      else job.resolve(message.wav ? Buffer.from(message.wav.buffer, message.wav.byteOffset, message.wav.byteLength) : null);
    });
    const failAll = (error: Error) => {
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', failAll);
    this.worker.on('exit', (code) => failAll(new Error(`meSpeak-Worker beendet (${code})`)));
    this.worker.ref();
  }

  private releaseIfIdle(): void {
    if (this.pending.size === 0) this.worker.unref();
  }

  async speak(text: string, options: Record<string, unknown>): Promise<Buffer | null> {
    await this.ready;
    this.used += 1;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, text, options });
    });
  }
}

let current: SpeechWorker | undefined;
/** One utterance at a time: meSpeak is single-threaded, and a retiring worker must finish first. */
let queue: Promise<unknown> = Promise.resolve();

function worker(): SpeechWorker {
  if (!current || current.used >= UTTERANCES_PER_WORKER) {
    void current?.worker.terminate();
    current = new SpeechWorker();
  }
  return current;
}

/** Starts a worker ahead of the first request (loading eSpeak takes ~0.3 s). */
export function warmUpSpeech(): Promise<void> {
  return worker().ready;
}

/**
 * WAV bytes of `text`, or null when there is nothing to say (bare punctuation). A request that was
 * stopped (or ran over its budget) while waiting for its turn does not speak at all.
 */
export function speakInWorker(text: string, options: Record<string, unknown>, signal?: AbortSignal): Promise<Buffer | null> {
  const run = queue.then(() => {
    if (signal?.aborted) throw signal.reason ?? new DOMException('Abgebrochen', 'AbortError');
    const engine = worker();
    return engine.speak(text, options).catch((error: unknown) => {
      // A broken worker is not used again.
      if (current === engine) current = undefined;
      void engine.worker.terminate();
      throw error;
    });
  });
  queue = run.catch(() => undefined);
  return run;
}
