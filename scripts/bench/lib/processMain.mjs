/** The body of inProcess.mjs's process: calls the asked function and sends its result or its error. */
process.once('message', async ({ module, name, args }) => {
  try {
    const result = await (await import(module))[name](...args);
    process.send({ ok: true, result });
  } catch (error) {
    process.send({ ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
