import { act } from '@testing-library/react';

type Handler = (() => void) | null;

/**
 * A stand-in for XMLHttpRequest as uploadFile uses it: the test sees what was sent and drives the
 * upload (progress, answer, network failure) step by step.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }

  async respond(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    await act(async () => this.onload?.());
  }

  async failNetwork() {
    await act(async () => this.onerror?.());
  }
}

/** Puts FakeXhr in place of the browser's XMLHttpRequest until the returned restore is called. */
export function installFakeXhr() {
  const original = window.XMLHttpRequest;
  FakeXhr.sent = [];
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    window.XMLHttpRequest = original;
  };
}
