import type { ToolPathOf, ToolResult } from 'portal-contract';

export interface UploadOptions {
  /** Share of the file sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Further request headers, e.g. `X-Job-Id` for live progress. */
  headers?: Record<string, string>;
}

/**
 * Uploads one file to an upload endpoint of `toolEndpoints` as multipart form data (part `file`)
 * and returns the gateway's JSON answer. XMLHttpRequest, because fetch cannot report upload
 * progress. A 401 refreshes the token once. The uploader loads with the first upload (toolTransport.ts).
 */
export async function uploadFile<Path extends ToolPathOf<'upload'>>(
  path: Path,
  file: File,
  options: UploadOptions = {},
): Promise<ToolResult<Path>> {
  return (await import('./toolTransport')).uploadFile(path, file, options);
}
