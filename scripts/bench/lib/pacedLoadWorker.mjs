/**
 * pacedLoad in a thread of its own: when the bench process also drives other load (the 20 writers of
 * offlineLoad.mjs read event streams), a shared event loop would delay the paced requests and their
 * timing, and the generator's own wait would count as the gateway's latency.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pacedLoad } from './pacedLoad.mjs';

parentPort.postMessage(await pacedLoad(workerData.url, workerData.options));
