import { useCallback, useRef, useState } from 'react';
import { ApiError, type CallReply, type ServedCall } from '@veritag/api';
import type { Page } from '@veritag/domain';
import type { DataTableQuery } from '@veritag/ui';
import { reportFailure } from '#app/app/report-failure';
import { api } from '#app/session/api-client';
import { listCallQuery } from './list-query';

/** A contract call that answers a page of rows for a `listQuery`. */
export type PagedCall = ServedCall & { readonly query: NonNullable<ServedCall['query']> };
/** The row type of a paged call; rows are records (what the table's columns read). */
export type RowOf<C extends PagedCall> =
  CallReply<C> extends Page<infer Row extends Record<string, unknown>>
    ? Row
    : CallReply<C> extends DataPage<infer Row extends Record<string, unknown>>
      ? Row
      : never;

/** `products/company` and `invalid-scans` answer `data` and `totalElements` (spec 002 section 7). */
interface DataPage<Row> {
  data: Row[];
  totalElements: number;
}
const asPage = <Row>(
  reply: Page<Row> | DataPage<Row>,
  query: { page: number; size: number },
): Page<Row> =>
  'content' in reply
    ? reply
    : {
        content: reply.data,
        totalElements: reply.totalElements,
        totalPages: Math.ceil(reply.totalElements / query.size),
        number: query.page,
        size: query.size,
      };

export type ListState<Row> =
  | { status: 'loading' }
  | { status: 'ready'; page: Page<Row> }
  | { status: 'failed'; message: string };

/**
 * One page of a list at a time, asked of the server for each page, order, search and
 * filter the table reports, so every record is reachable however many there are. A late
 * answer to an older query never replaces a newer one. `params` fill the call's path (a
 * webhook's deliveries: `/webhooks/:id/deliveries`).
 */
export function useServerList<C extends PagedCall>(
  call: C,
  fixedQuery: Record<string, unknown> = {},
  params?: Record<string, unknown>,
) {
  const [state, setState] = useState<ListState<RowOf<C>>>({ status: 'loading' });
  const ticket = useRef(0);
  const fixed = useRef(fixedQuery);
  fixed.current = fixedQuery;
  const pathParams = useRef(params);
  pathParams.current = params;

  const load = useCallback(
    (query: DataTableQuery) => {
      const mine = ++ticket.current;
      const request = {
        query: { ...fixed.current, ...listCallQuery(query) },
        ...(pathParams.current ? { params: pathParams.current } : {}),
      };
      api.call(call, request as never).then(
        (page) => {
          if (mine !== ticket.current) return;
          setState({
            status: 'ready',
            page: asPage(page as Page<RowOf<C>> | DataPage<RowOf<C>>, query),
          });
        },
        (error: unknown) => {
          if (mine !== ticket.current) return;
          reportFailure(error);
          const message =
            error instanceof ApiError && error.title ? error.title : 'The list could not be loaded';
          setState({ status: 'failed', message });
        },
      );
    },
    [call],
  );

  return { state, load };
}
