/** An XMLHttpRequest stand-in: records what is sent, lets a test report upload progress and answer. */
import { vi } from 'vitest';

type Handler = (() => void) | null;

export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  response: unknown;
  responseType = '';
  timeout = 0;
  contentType: string | null = null;
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.instances.push(this);
  }
  abort() {
    this.onabort?.();
  }
  /** report `loaded` of `total` bytes sent */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown, contentType = 'application/json') {
    this.status = status;
    this.contentType = contentType;
    this.response =
      this.responseType === 'blob'
        ? new Blob([typeof body === 'string' ? body : JSON.stringify(body)], { type: contentType })
        : typeof body === 'string'
          ? body
          : JSON.stringify(body);
    this.onload?.();
  }
}

export function stubXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { last: () => FakeXhr.instances.at(-1), instances: FakeXhr.instances };
}
