import { createServer } from 'node:net';

type StoredCookie = { name: string; value: string; path: string };

/** A free TCP port on the loopback address, for tests that need the app listening for real. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Just enough of a browser for redirect-based flows over real HTTP: it keeps cookies per path
 * (one origin only), sends them back where their path applies, and never follows a redirect by
 * itself, so a test sees every hop.
 */
export class CookieBrowser {
  readonly #cookies = new Map<string, StoredCookie>();

  cookie(name: string): string | undefined {
    return [...this.#cookies.values()].find((cookie) => cookie.name === name)?.value;
  }

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const sent = [...this.#cookies.values()]
      .filter((cookie) => target.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`);
    if (sent.length > 0) {
      headers.set('cookie', sent.join('; '));
    }
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) {
      this.#store(header, target);
    }
    return response;
  }

  /** GETs `url` and each Location after it, until an answer is not a redirect or `until` says stop. */
  async follow(url: string | URL, until: (next: URL) => boolean = () => false) {
    let current = new URL(url);
    for (let hop = 0; hop < 15; hop += 1) {
      const response = await this.fetch(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { response, url: current };
      }
      const next = new URL(location, current);
      if (until(next)) {
        return { response, url: next };
      }
      current = next;
    }
    throw new Error(`too many redirects from ${url}`);
  }

  #store(header: string, origin: URL) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (wanted: string) =>
      attributes
        .find((part) => part.toLowerCase().startsWith(`${wanted}=`))
        ?.slice(wanted.length + 1);
    const path = attribute('path') ?? origin.pathname.replace(/\/[^/]*$/, '/');
    const maxAge = attribute('max-age');
    const expires = attribute('expires');
    const isRemoval =
      (maxAge !== undefined && Number(maxAge) <= 0) ||
      (expires !== undefined && Date.parse(expires) <= Date.now());
    const key = `${name}|${path}`;
    if (isRemoval || value === '') {
      this.#cookies.delete(key);
    } else {
      this.#cookies.set(key, { name, value, path });
    }
  }
}
