// @ts-check
// Plain JavaScript on purpose: this file is preloaded into a bot's own Node.js process
// (`node --import`), which has no TypeScript loader.
import http from 'node:http';
import https from 'node:https';
import { syncBuiltinESMExports } from 'node:module';

/** Lark's public hosts (Feishu and Lark). A bot that hard-codes them reaches the redirect target instead. */
export const LARK_HOSTS = Object.freeze(['open.feishu.cn', 'open.larksuite.com']);

/** Options that only make sense on a TLS connection to the real host; dropped when the target is plain HTTP. */
const TLS_ONLY = [
  'agent',
  'createConnection',
  'servername',
  'ca',
  'cert',
  'key',
  'pfx',
  'passphrase',
  'rejectUnauthorized',
  'checkServerIdentity',
];

/**
 * Redirects every request for https/http (and wss/ws) `open.feishu.cn` or `open.larksuite.com` to `target`
 * (`http://127.0.0.1:PORT`, the provider double): global `fetch`, and `http`/`https` `request` and `get`,
 * which axios (the Lark SDK's HTTP client) and the `ws` package (its long connection) call.
 * Returns a function that puts the originals back.
 * @param {string} target
 * @returns {() => void}
 */
export function installLarkRedirect(target) {
  const to = new URL(target);
  if (to.protocol !== 'http:' && to.protocol !== 'https:')
    throw new Error(`redirect target must be http(s): ${target}`);
  const targetModule = to.protocol === 'https:' ? https : http;
  const originals = {
    fetch: globalThis.fetch,
    httpRequest: http.request,
    httpGet: http.get,
    httpsRequest: https.request,
    httpsGet: https.get,
  };
  const targetRequest = to.protocol === 'https:' ? originals.httpsRequest : originals.httpRequest;

  /** @param {string | undefined | null} host */
  const isLark = (host) =>
    typeof host === 'string' && LARK_HOSTS.includes(host.replace(/:\d+$/, '').toLowerCase());

  /**
   * @param {'http:' | 'https:'} protocol the module the caller picked
   * @param {(...args: any[]) => http.ClientRequest} original
   */
  const wrap = (protocol, original) =>
    /** @this {unknown} @param {any[]} args */
    function redirected(...args) {
      const [first, second, third] = args;
      const fromUrl = typeof first === 'string' || first instanceof URL ? new URL(first) : undefined;
      const options = fromUrl ? (typeof second === 'object' && second !== null ? second : {}) : (first ?? {});
      const callback = [first, second, third].find((a) => typeof a === 'function');
      const host = options.hostname ?? options.host ?? fromUrl?.hostname;
      if (!isLark(host)) return original.apply(this, args);
      const rewritten = {
        ...(fromUrl ? { path: `${fromUrl.pathname}${fromUrl.search}` } : {}),
        ...options,
        protocol: to.protocol,
        hostname: to.hostname,
        host: to.hostname,
        port: to.port || (to.protocol === 'https:' ? 443 : 80),
        headers: { ...(options.headers ?? {}) },
      };
      delete rewritten.defaultPort;
      // An https.Agent or a TLS connect function cannot carry a plain-HTTP request (and the reverse).
      if (protocol !== to.protocol) for (const key of TLS_ONLY) delete rewritten[key];
      return targetRequest.call(targetModule, rewritten, callback);
    };

  const getOf =
    (/** @type {(...args: any[]) => http.ClientRequest} */ request) =>
    /** @param {any[]} args */
    (...args) => {
      const req = request(...args);
      req.end();
      return req;
    };

  const httpRequest = wrap('http:', originals.httpRequest);
  const httpsRequest = wrap('https:', originals.httpsRequest);
  Object.assign(http, { request: httpRequest, get: getOf(httpRequest) });
  Object.assign(https, { request: httpsRequest, get: getOf(httpsRequest) });
  syncBuiltinESMExports();

  if (typeof originals.fetch === 'function') {
    /** @type {typeof fetch} */
    const fetchRedirected = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!isLark(url.hostname)) return originals.fetch(input, init);
      const moved = new URL(`${url.pathname}${url.search}`, to);
      return originals.fetch(input instanceof Request ? new Request(moved, input) : moved, init);
    };
    globalThis.fetch = fetchRedirected;
  }

  return () => {
    Object.assign(http, { request: originals.httpRequest, get: originals.httpGet });
    Object.assign(https, { request: originals.httpsRequest, get: originals.httpsGet });
    syncBuiltinESMExports();
    if (originals.fetch) globalThis.fetch = originals.fetch;
  };
}
