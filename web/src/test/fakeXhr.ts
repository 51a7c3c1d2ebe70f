import { act } from '@testing-library/react';
import { startSession } from '../session';

/** Stands in for XMLHttpRequest (uploads with progress): records the request, and the test drives progress and the answer. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
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
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async respond(status: number, statusText: string, body: unknown) {
    Object.assign(this, { status, statusText, responseText: JSON.stringify(body) });
    await act(async () => this.onload?.());
  }
}

/** In the calling describe: each test gets FakeXhr for XMLHttpRequest and a signed-in session; both go after it. */
export function withFakeXhr(): void {
  const realXhr = window.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    startSession(null);
  });
  afterEach(() => {
    window.XMLHttpRequest = realXhr;
    window.localStorage.clear();
  });
}
