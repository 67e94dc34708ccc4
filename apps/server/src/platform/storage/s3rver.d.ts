// s3rver 3 ships no types; this is the part of its API the test server uses.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    directory?: string;
    silent?: boolean;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** The request handler, for mounting on a server of one's own. */
    getMiddleware(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
