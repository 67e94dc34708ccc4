import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import { literalRefusal, safeLookup } from './webhook-targets';

/** What one attempt came to: the receiver's status, or why there was none. */
export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  error: string | null;
}

export interface SendOptions {
  url: string;
  secret: string;
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
 * One signed POST (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature with
 * `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, made by the `standardwebhooks` package).
 * node:http rather than fetch: it takes a `lookup`, so the address is checked when connecting
 * (webhook-targets.ts), and it never follows a redirect: a 3xx is a failure like any non-2xx.
 */
export function sendSigned(options: SendOptions): Promise<AttemptOutcome> {
  const url = new URL(options.url);
  if (!options.allowPrivate) {
    const refusal = literalRefusal(url);
    if (refusal) return Promise.resolve({ ok: false, status: null, error: `Refused: ${refusal}` });
    if (url.protocol !== 'https:')
      return Promise.resolve({ ok: false, status: null, error: 'Refused: plain http' });
  }
  const signature = new Webhook(options.secret).sign(options.messageId, options.at, options.body);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: AttemptOutcome) => {
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
        agent: false,
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
    req.on('error', (error) =>
      finish({ ok: false, status: null, error: `Not delivered: ${error.message}` }),
    );
    req.end(options.body);
  });
}
