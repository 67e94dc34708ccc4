import * as v from 'valibot';
import type { CallInput, CallReply, CallSpec } from '../contract/define-call';
import { apiRoot } from '../contract/define-call';
import { ProblemSchema, problemContentType } from '../contract/problem';
import { ApiError } from './api-error';
import { toFormData } from './form-data';

export interface ApiClientOptions {
  /** Origin of the server, '' for the page's own origin. */
  baseUrl: string;
  getToken: () => string | null | undefined;
  /** Called on a 401 to a call made with a token, before the ApiError is thrown: the console ends the session here. */
  onUnauthorized?: () => void;
  /** Check each JSON reply against its contract schema (on in development and tests). */
  validateReplies?: boolean;
  fetch?: typeof fetch;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The typed client: one `call` for every declared call of the contract. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function call<C extends CallSpec>(
    spec: C,
    input: CallInput<C> = {},
  ): Promise<CallReply<C>> {
    const headers: Record<string, string> = {
      accept: 'application/json, application/problem+json, */*',
    };
    const token = options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: FormData | string | undefined;
    if (spec.multipart) body = toFormData(input.body as object | undefined, input.files);
    else if (spec.body) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body ?? {});
    }

    let response: Response;
    try {
      response = await doFetch(urlOf(options.baseUrl, spec, input), {
        method: spec.method,
        headers,
        body,
      });
    } catch (cause) {
      throw new ApiError(0, undefined, { cause });
    }
    if (!response.ok) throw await failure(response, Boolean(token));

    if (spec.reply === 'empty') return undefined as CallReply<C>;
    if (spec.reply === 'file') {
      const disposition = response.headers.get('content-disposition') ?? '';
      const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'download';
      return { blob: await response.blob(), fileName } as CallReply<C>;
    }
    if (spec.reply === 'html') return (await response.text()) as CallReply<C>;
    const json: unknown = await response.json();
    if (!options.validateReplies) return json as CallReply<C>;
    const checked = v.safeParse(spec.reply, json);
    if (!checked.success) {
      throw new ApiError(response.status, {
        title: `The reply of ${spec.method} ${spec.path} does not match the contract`,
      });
    }
    return checked.output as CallReply<C>;
  }

  async function failure(response: Response, sentToken: boolean): Promise<ApiError> {
    // Only a call made with a token can end a session; a public call's 401 (a wrong password
    // or code) is just that call's answer.
    if (response.status === 401 && sentToken) options.onUnauthorized?.();
    const type = response.headers.get('content-type') ?? '';
    if (type.includes(problemContentType) || type.includes('application/json')) {
      const parsed = v.safeParse(ProblemSchema, await response.json().catch(() => undefined));
      if (parsed.success) return new ApiError(response.status, parsed.output);
    }
    return new ApiError(response.status, undefined);
  }

  return { call };
}

function urlOf(baseUrl: string, spec: CallSpec, input: CallInput<CallSpec>): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = spec.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter ${name} for ${spec.path}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return `${baseUrl}${apiRoot}${path}${search}`;
}
