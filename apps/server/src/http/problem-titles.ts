/**
 * Titles for the refusals Fastify, its router, busboy and Node's HTTP parser make before our
 * handlers run. A code we know gets its own sentence; any other client error gets the
 * sentence of its status, so no framework message (which may quote the path or a header)
 * reaches the client.
 */
const titlesByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but should be JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed',
  FST_ERR_VALIDATION: 'The request is not valid',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send this form as multipart/form-data',
  FST_FILES_LIMIT: 'Only one file may be uploaded',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PROTO_VIOLATION: 'The form has a forbidden field name',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  HPE_HEADER_OVERFLOW: 'The request headers are too large',
  ERR_HTTP_REQUEST_TIMEOUT: 'The request took too long to arrive',
};

const titlesByStatus: Record<number, string> = {
  400: 'The request could not be processed',
  404: 'Not found',
  405: 'This method is not allowed here',
  406: 'This reply format is not available',
  408: 'The request took too long to arrive',
  411: 'The request needs a Content-Length',
  413: 'The request body is too large',
  414: 'The address is too long',
  415: 'This content type is not accepted here',
  416: 'The requested range is not available',
  431: 'The request headers are too large',
};

/** Where a framework error's status is not a client error, it still is one when its code says so. */
const statusByCode: Record<string, number> = {
  FST_FILES_LIMIT: 400, // too many file parts is a malformed form, not an oversized body
  FST_ERR_MAX_PARAM_LENGTH: 414,
  FST_ERR_BAD_URL: 400,
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

export interface ClientRefusal {
  status: number;
  title: string;
}

/** The status and title a framework error is answered with, or null when it is our fault (500). */
export function clientRefusal(error: { code?: string; statusCode?: number }): ClientRefusal | null {
  const code = error.code ?? '';
  const status = statusByCode[code] ?? error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  return { status, title: titlesByCode[code] ?? titlesByStatus[status] ?? titlesByStatus[400]! };
}
