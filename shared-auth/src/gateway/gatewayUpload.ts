import { currentFirebaseUser } from '../auth/firebase';
import { GatewayError, errorFromBody, gatewayUrlFor } from './gatewayFetch';
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
 * progress. A 401 refreshes the token once.
 */
export async function uploadFile<Path extends ToolPathOf<'upload'>>(
  path: Path,
  file: File,
  options: UploadOptions = {},
): Promise<ToolResult<Path>> {
  try {
    return await sendOnce<ToolResult<Path>>(path, file, options, false);
  } catch (error) {
    if (!(error instanceof GatewayError) || error.status !== 401 || !currentFirebaseUser()) throw error;
    return sendOnce<ToolResult<Path>>(path, file, options, true);
  }
}

async function sendOnce<T>(path: string, file: File, options: UploadOptions, forceRefresh: boolean): Promise<T> {
  const token = await currentFirebaseUser()?.getIdToken(forceRefresh);
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', gatewayUrlFor(path));
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as T);
      else reject(errorFromBody(request.response, request.status));
    };
    request.onerror = () => reject(new GatewayError('offline', 0));
    request.onabort = () => reject(new DOMException('Upload abgebrochen', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
