import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  apiRoot,
  problemContentType,
  toFormData,
  type CallInput,
  type CallReply,
  type CallSpec,
  type Problem,
} from '@veritag/api';

/**
 * The one way a server test calls the API: a call of the contract (`contract.companies.get`),
 * its input as the console's client sends it, and who calls. A request the contract cannot
 * describe (bad JSON, a wrong method, a raw body) is the only reason to inject by hand.
 */

/** Who makes a call: a bearer token, a principal of the authorization matrix, or nobody. */
export type Caller = string | null | undefined | { token: () => Promise<string | null> };

declare const off: unique symbol;
/** Input the contract's types refuse, sent on purpose to see what the server answers. */
export type Unchecked = { readonly [off]: true };
export const unchecked = (value: unknown) => value as Unchecked;

/** A file part as tests make them. */
export interface FilePart {
  bytes: Buffer | Uint8Array;
  name: string;
  type?: string;
}
type Part = Blob | FilePart;

/**
 * The contract's input as tests write it: a field may be left out (the server says what is
 * missing) or null (a reply sent back as it came).
 */
export type Loose<T> = T extends readonly (infer E)[]
  ? readonly Loose<E>[]
  : T extends Blob
    ? T
    : T extends object
      ? { [K in keyof T]?: Loose<T[K]> | null }
      : T;

type Input<C extends CallSpec> = Required<CallInput<C>>;
export interface CallOptions<C extends CallSpec> {
  params?: Input<C>['params'] | Unchecked;
  query?: Loose<Input<C>['query']> | Unchecked;
  body?: Loose<Input<C>['body']> | Unchecked;
  /** The file parts of a multipart call; an array sends several parts of one name. */
  files?: Record<string, Part | readonly Part[] | undefined>;
  /** What a browser or a proxy adds: accept, user-agent, x-forwarded-for... */
  headers?: Record<string, string>;
  remoteAddress?: string;
  /** A link the server gave (an imageUrl, a scan page's action) or an alias of the call, made as this call. */
  link?: string | null;
}

/** The reply as the contract types it; a download is its bytes. */
export type Reply<C extends CallSpec> = C['reply'] extends 'file'
  ? Buffer
  : C['reply'] extends 'empty'
    ? undefined
    : CallReply<C>;

export interface Called<C extends CallSpec> {
  status: number;
  headers: LightMyRequestResponse['headers'];
  /** The typed reply; reading it after a status other than 2xx fails with the reply's text. */
  readonly body: Reply<C>;
  /** The reply's text, for expect messages and pages. */
  text: string;
  /** The problem+json of a refusal; reading it after any other reply fails with the reply's text. */
  readonly problem: Problem;
  raw: LightMyRequestResponse;
}

export const paramNames = (call: CallSpec) => [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
// A parameter is a value, not a template's placeholder: the map settings' tile address
// ('/api/map/tiles/{z}/{x}/{y}.svg') is a pattern, not a link to one tile.
export const pathPattern = (call: CallSpec) =>
  new RegExp(`^${apiRoot}${call.path.replace(/:(\w+)/g, '(?<$1>[^/?{}]+)')}$`);

function urlOf(spec: CallSpec, input: CallOptions<CallSpec>): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  if (input.link === null) throw new Error(`No link to follow for ${spec.method} ${spec.path}`);
  const path =
    input.link ??
    apiRoot +
      spec.path.replace(/:(\w+)/g, (_, name: string) => {
        if (params[name] === undefined) throw new Error(`No ${name} for ${spec.path}`);
        return encodeURIComponent(String(params[name]));
      });
  const paths = [spec.path, ...(spec.aliases ?? [])];
  if (!paths.some((one) => pathPattern({ ...spec, path: one }).test(path.split('?')[0]!)))
    throw new Error(`${path} is not a link of ${spec.method} ${spec.path}`);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    for (const item of [value].flat()) if (item != null) query.append(key, String(item));
  }
  return query.size === 0 ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

const blobOf = (part: Part) =>
  part instanceof Blob
    ? part
    : new File([new Uint8Array(part.bytes)], part.name, {
        type: part.type ?? 'application/octet-stream',
      });

function payloadOf(spec: CallSpec, input: CallOptions<CallSpec>) {
  if (spec.multipart) {
    const files = Object.fromEntries(
      Object.entries(input.files ?? {}).map(([name, parts]) => [
        name,
        parts === undefined ? undefined : [parts].flat().map(blobOf),
      ]),
    );
    return toFormData(input.body as object | undefined, files);
  }
  return input.body as object | undefined;
}

async function tokenOf(as: Caller): Promise<string | null | undefined> {
  return typeof as === 'object' && as !== null ? as.token() : as;
}

/** Makes `spec` on the app as `as` (`call(t, contract.companies.get, { params: { id } }, admin)`). */
export async function call<C extends CallSpec>(
  t: { app: Pick<FastifyInstance, 'inject'> },
  spec: C,
  input: CallOptions<C> = {},
  as?: Caller,
): Promise<Called<C>> {
  const url = urlOf(spec, input as CallOptions<CallSpec>);
  const token = await tokenOf(as);
  const raw = await t.app.inject({
    method: spec.method,
    url,
    payload: payloadOf(spec, input as CallOptions<CallSpec>) as never,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...input.headers },
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
  });
  const answered = (what: string) =>
    new Error(
      `${spec.method} ${url} answered ${raw.statusCode}, not ${what}: ${raw.body.slice(0, 600)}`,
    );
  // Getters, so that reading the wrong one fails the test with what the server said.
  return Object.defineProperties(
    { status: raw.statusCode, headers: raw.headers, text: raw.body, raw },
    {
      body: {
        get() {
          if (raw.statusCode < 200 || raw.statusCode > 299) throw answered('2xx');
          if (spec.reply === 'empty') return undefined;
          if (spec.reply === 'file') return raw.rawPayload;
          return spec.reply === 'html' ? raw.body : raw.json();
        },
      },
      problem: {
        get() {
          const type = String(raw.headers['content-type'] ?? '');
          if (!type.includes(problemContentType)) throw answered('a problem');
          return raw.json<Problem>();
        },
      },
    },
  ) as Called<C>;
}
