/**
 * A scripted stand-in for what the SDK needs of Chromium, for the sender's contract tests: the
 * SDK sends through the `XMLHttpRequest`, `fetch` (keepalive) and `navigator.sendBeacon`
 * interfaces, and each request waits until the test answers it. Redirects follow the Fetch
 * standard as a browser does (307/308 repeat the POST, 301/302/303 turn it into a bodiless GET),
 * so the SDK sees only the final answer and its `responseURL`, as it does in Chromium. The page
 * also has Chromium's navigation timing, which decides how the SDK sends page views.
 */
export type ScriptedRequest = {
  transport: 'xhr' | 'fetch' | 'beacon';
  method: string;
  url: string;
  body: string;
  contentType: string;
  keepalive: boolean;
};

export type ScriptedReply = {
  status: number;
  body?: unknown;
  /** For a 3xx: where the browser goes next (resolved against the request's URL). */
  location?: string;
};

type Exchange = {
  request: ScriptedRequest;
  respond: (reply: ScriptedReply) => void;
  /** A network failure (offline, DNS, CORS): the browser reports status 0. */
  fail: () => void;
};

const REDIRECTS = [301, 302, 303, 307, 308];

export type ScriptedBrowser = ReturnType<typeof createScriptedBrowser>;

/** Chromium refuses a beacon over its 64 KiB in-flight quota: sendBeacon then returns false. */
export const BEACON_QUOTA_BYTES = 64 * 1024;

/** Installs the fakes on the jsdom globals; `restore()` puts the originals back. */
export function createScriptedBrowser() {
  const requests: ScriptedRequest[] = [];
  const pending: Exchange[] = [];

  function record(request: ScriptedRequest, answer: Omit<Exchange, 'request'>) {
    requests.push(request);
    pending.push({ request, ...answer });
  }

  class ScriptedXhr {
    readyState = 0;
    status = 0;
    statusText = '';
    responseText = '';
    response = '';
    responseURL = '';
    timeout = 0;
    withCredentials = false;
    onreadystatechange: (() => void) | null = null;
    onload: (() => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = new URL(url, window.location.href).href;
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    getAllResponseHeaders() {
      return '';
    }

    getResponseHeader() {
      return null;
    }

    send(body: string | null) {
      this.hop(this.method, this.url, body ?? '');
    }

    private hop(method: string, url: string, body: string) {
      const request: ScriptedRequest = {
        transport: 'xhr',
        method,
        url,
        body,
        contentType: this.headers['content-type'] ?? '',
        keepalive: false,
      };
      record(request, {
        respond: (reply) => {
          if (REDIRECTS.includes(reply.status) && reply.location) {
            const next = new URL(reply.location, url).href;
            const keepsBody = reply.status === 307 || reply.status === 308;
            this.hop(keepsBody ? method : 'GET', next, keepsBody ? body : '');
            return;
          }
          this.status = reply.status;
          this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
          this.response = this.responseText;
          this.responseURL = url;
          this.readyState = 4;
          this.onreadystatechange?.();
          this.onload?.();
        },
        fail: () => {
          this.status = 0;
          this.readyState = 4;
          this.onreadystatechange?.();
          this.onerror?.(new Event('error'));
        },
      });
    }
  }

  // The SDK builds a `Request` for its keepalive fetch; Node's would refuse the relative URL
  // and jsdom's Blob body, so this one keeps both as given.
  class ScriptedFetchRequest {
    readonly url: string;
    readonly method: string;
    readonly body: Blob;
    readonly #keepalive: boolean;
    constructor(url: string, init: { method: string; body: Blob; keepalive?: boolean }) {
      this.url = new URL(url, window.location.href).href;
      this.method = init.method;
      this.body = init.body;
      this.#keepalive = init.keepalive === true;
    }
    // On the prototype, as in Chromium: that is where the SDK looks for keepalive support.
    get keepalive() {
      return this.#keepalive;
    }
  }

  async function scriptedFetch(request: ScriptedFetchRequest) {
    const body = await request.body.text();
    return new Promise<Response>((resolve, reject) => {
      record(
        {
          transport: 'fetch',
          method: request.method,
          url: request.url,
          body,
          contentType: request.body.type,
          keepalive: request.keepalive,
        },
        {
          respond: (reply) =>
            resolve(new Response(JSON.stringify(reply.body ?? ''), { status: reply.status })),
          fail: () => reject(new TypeError('Failed to fetch')),
        },
      );
    });
  }

  const beaconBlobs: Promise<void>[] = [];

  function sendBeacon(url: string, data: Blob) {
    if (data.size > BEACON_QUOTA_BYTES) {
      return false;
    }
    beaconBlobs.push(
      data.text().then((body) => {
        requests.push({
          transport: 'beacon',
          method: 'POST',
          url: new URL(url, window.location.href).href,
          body,
          contentType: data.type,
          keepalive: true,
        });
      }),
    );
    return true;
  }

  const original = {
    xhr: globalThis.XMLHttpRequest,
    fetch: globalThis.fetch,
    request: globalThis.Request,
  };
  Object.assign(globalThis, {
    XMLHttpRequest: ScriptedXhr,
    fetch: scriptedFetch,
    Request: ScriptedFetchRequest,
  });
  Object.defineProperty(window.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  // A page that has finished loading: without this the SDK takes its old-browser path.
  const loadedAt = Date.now() - 1_000;
  Object.defineProperty(performance, 'timing', {
    configurable: true,
    value: Object.fromEntries(
      [
        'navigationStart',
        'domainLookupStart',
        'connectEnd',
        'requestStart',
        'responseStart',
        'responseEnd',
        'domLoading',
        'loadEventEnd',
      ].map((mark, step) => [mark, loadedAt + step * 10]),
    ),
  });

  return {
    /** Every request the browser made, redirect hops included, oldest first. */
    requests,
    /** Requests still waiting for an answer, oldest first. */
    pending,
    /** Answers the oldest waiting request. */
    respond(reply: ScriptedReply) {
      const exchange = pending.shift();
      if (!exchange) {
        throw new Error('No request is waiting for an answer');
      }
      exchange.respond(reply);
    },
    failNetwork() {
      const exchange = pending.shift();
      if (!exchange) {
        throw new Error('No request is waiting for an answer');
      }
      exchange.fail();
    },
    /** Lets the Blob reads of fetch bodies and beacons settle. */
    async settle() {
      await Promise.all(beaconBlobs);
      for (let turn = 0; turn < 10; turn += 1) {
        await Promise.resolve();
      }
    },
    restore() {
      Object.assign(globalThis, {
        XMLHttpRequest: original.xhr,
        fetch: original.fetch,
        Request: original.request,
      });
      Reflect.deleteProperty(window.navigator, 'sendBeacon');
      Reflect.deleteProperty(performance, 'timing');
    },
  };
}
