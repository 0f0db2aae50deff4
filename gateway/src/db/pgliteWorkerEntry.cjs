// The PGlite thread's entry (pgliteThread.ts). A file loaded by require, as piscina loads the offline
// pool's tasks: in a Node 20 worker thread tsx's require hook compiles TypeScript; an ES module entry
// or an eval'd import would not be.
require('./pgliteWorker.ts');
