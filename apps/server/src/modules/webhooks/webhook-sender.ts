import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Webhook } from 'standardwebhooks';
import { literalRefusal, safeLookup } from './webhook-targets';

/** What one attempt came to: the receiver's status, or why there was none. */
export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  error: string | null;
}

export interface SendOptions {
  url: string;
  /** The subscription's signer, made once per batch (new Webhook(secret)). */
  signer: Webhook;
  messageId: string;
  /** The webhook-timestamp: the time of this attempt, as the convention's replay window wants. */
  at: Date;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** What of a receiver's error page the log keeps. */
const errorExcerpt = 200;

/**
 * Kept-alive connections (decision 0453): a delivery after the first of a batch reuses the
 * socket instead of a new TCP (and TLS) handshake. An idle socket is closed after 4 s, below
 * Node's default server keepAliveTimeout of 5 s, and sooner when the receiver's Keep-Alive
 * header says so (Node's agent reads `timeout=N` and lets go 1 s before). Private targets
 * get agents of their own, so a socket opened under WEBHOOK_ALLOW_PRIVATE is never reused
 * by a sender that refuses them. Idle sockets are unref'd by the agent: they keep no
 * process alive.
 */
const keepAlive = {
  keepAlive: true,
  timeout: 4000,
  maxFreeSockets: 64,
  scheduling: 'lifo',
} as const;
const agents = {
  checked: { http: new HttpAgent(keepAlive), https: new HttpsAgent(keepAlive) },
  private: { http: new HttpAgent(keepAlive), https: new HttpsAgent(keepAlive) },
};

/**
 * A request written on a kept-alive socket that the receiver closed at that moment fails
 * before any byte of an answer (ECONNRESET, EPIPE, "socket hang up"). It is sent once more
 * at once on a new connection: the receiver most likely never read it, and if it did, the
 * same webhook-id makes the second copy one it may drop (the convention's at-least-once).
 */
const staleSocket = (error: NodeJS.ErrnoException) =>
  error.code === 'ECONNRESET' || error.code === 'EPIPE' || error.message === 'socket hang up';

/**
 * One signed POST (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature with
 * `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, made by the `standardwebhooks` package).
 * node:http rather than fetch: it takes a `lookup`, so the address is checked when connecting
 * (webhook-targets.ts), and it never follows a redirect: a 3xx is a failure like any non-2xx.
 */
export async function sendSigned(options: SendOptions): Promise<AttemptOutcome> {
  const url = new URL(options.url);
  if (!options.allowPrivate) {
    const refusal = literalRefusal(url);
    if (refusal) return { ok: false, status: null, error: `Refused: ${refusal}` };
    if (url.protocol !== 'https:') return { ok: false, status: null, error: 'Refused: plain http' };
  }
  const first = await attempt(url, options, false);
  if (!('stale' in first)) return first;
  // A fresh connection never comes back stale.
  return (await attempt(url, options, true)) as AttemptOutcome;
}

function attempt(
  url: URL,
  options: SendOptions,
  fresh: boolean,
): Promise<AttemptOutcome | { stale: true }> {
  const signature = options.signer.sign(options.messageId, options.at, options.body);
  const secure = url.protocol === 'https:';
  const request = secure ? httpsRequest : httpRequest;
  const pool = options.allowPrivate ? agents.private : agents.checked;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: AttemptOutcome | { stale: true }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Veritag-Webhooks/1',
          'webhook-id': options.messageId,
          'webhook-timestamp': String(Math.floor(options.at.getTime() / 1000)),
          'webhook-signature': signature,
        },
        ...(options.allowPrivate ? {} : { lookup: safeLookup }),
        // The retry on a new connection takes no pooled socket (and leaves none behind).
        agent: fresh ? false : secure ? pool.https : pool.http,
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < errorExcerpt) text += chunk;
        });
        res.on('end', () => {
          const ok = status >= 200 && status < 300;
          finish({
            ok,
            status,
            error: ok
              ? null
              : status >= 300 && status < 400
                ? `Redirects are not followed (${status} to ${res.headers.location ?? 'nowhere'})`
                : `The receiver answered ${status}${text ? `: ${text.slice(0, errorExcerpt)}` : ''}`,
          });
        });
        res.on('error', (error) => finish({ ok: false, status, error: error.message }));
      },
    );
    // The whole attempt, connection and answer, within the timeout: a slow receiver is a failure.
    const timer = setTimeout(() => {
      req.destroy();
      finish({ ok: false, status: null, error: `No answer within ${options.timeoutMs / 1000} s` });
    }, options.timeoutMs);
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        !fresh && !answered && req.reusedSocket && staleSocket(error)
          ? { stale: true }
          : { ok: false, status: null, error: `Not delivered: ${error.message}` },
      ),
    );
    req.end(options.body);
  });
}
