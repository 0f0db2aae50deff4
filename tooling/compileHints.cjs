// @ts-check
/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment is
 * compiled whole while it streams in, off the main thread. Without it V8 compiles each function on
 * the main thread at its first call, inside whatever task calls it; on the first visit after a
 * release (no code cache yet) that made the federation runtime's start and React's first render the
 * longest tasks of the signed-in home page (docs/architecture.md, budgets). Only for the code the
 * first page runs almost entirely: marking a library the page uses a little of (Firebase, pusher)
 * would compile, and cache, code that never runs.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

/** The packages a first page runs nearly all of; the entry chunk (the federation runtime) always. */
const STARTUP_PACKAGES =
  /node_modules[\\/](react-dom|scheduler|styled-components|stylis|react-router|@reduxjs[\\/]toolkit|react-redux)[\\/]/;

/**
 * @param {import('webpack').Chunk} chunk
 * @param {import('webpack').ChunkGraph} chunkGraph
 */
function runsAtStart(chunk, chunkGraph) {
  if (chunk.hasRuntime()) return true;
  for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
    // Scope hoisting joins a package's files into one module, named by its first file.
    const { resource, rootModule } = /** @type {{ resource?: string, rootModule?: { resource?: string } }} */ (module);
    const file = resource ?? rootModule?.resource;
    if (file && STARTUP_PACKAGES.test(file)) return true;
  }
  return false;
}

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment), before source maps, content hashes
        // and the compressed copies, so all three describe the file as it is served.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!runsAtStart(chunk, compilation.chunkGraph)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, HINT };
