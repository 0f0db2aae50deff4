/**
 * The one blob reader of the component tests: jsdom's Blob has neither arrayBuffer() nor text(), its
 * FileReader does the job.
 */
export function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The text of a Blob as UTF-8; a byte order mark is kept, so a test can see it. */
export async function readText(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await readBytes(blob));
}
