import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { MessageCode } from 'shared-ui';
import { choiceHeaders } from '../toolRun/personalDataChoice';
import { GatewayError, gatewayFetch } from './gatewayFetch';
import { toolEndpoints, type ToolBody, type ToolPathOf } from 'shared-ui';

export interface GatewayQuery {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

/** A failed portal API call: its catalogue code, status and the gateway's `error.details`, if any. */
export interface PortalApiError {
  code: MessageCode;
  status: number;
  details?: unknown;
  /** The message's placeholders, when the gateway sends them. */
  params?: Record<string, string | number>;
}

const gatewayBaseQuery: BaseQueryFn<GatewayQuery, unknown, PortalApiError> = async ({ path, method = 'GET', body }, { signal }) => {
  try {
    const data = await gatewayFetch<unknown>(path, {
      method,
      signal,
      // A JSON tool resent with the user's personal-data choice carries it on its body (useRequestRun).
      headers: choiceHeaders(body),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // RTK Query needs a value: an answer without a body (204) is null.
    return { data: data ?? null };
  } catch (error) {
    if (error instanceof GatewayError) {
      const { code, status, details, params } = error;
      return { error: { code, status, ...(details === undefined ? {} : { details }), ...(params === undefined ? {} : { params }) } };
    }
    // A request the page aborted (stop, leaving the page) is no failure worth logging.
    if (error instanceof Error && error.name === 'AbortError') return { error: { code: 'request-stopped', status: 0 } };
    throw error;
  }
};

/**
 * The portal's one RTK Query API. Remotes add their endpoints with `portalApi.injectEndpoints`, so
 * there is one store, one cache and one way to call the gateway.
 */
export const portalApi = createApi({
  reducerPath: 'api',
  baseQuery: gatewayBaseQuery,
  endpoints: () => ({}),
});

/**
 * The portal API query of a JSON endpoint of `toolEndpoints`: its method, and the body the map
 * fixes for it (none for a GET), so an endpoint cannot be given another tool's body.
 */
export function toolQuery<Path extends ToolPathOf<'json'>>(
  path: Path,
  ...body: ToolBody<Path> extends void ? [] : [ToolBody<Path>]
): GatewayQuery {
  const { method } = toolEndpoints[path];
  return body.length === 0 ? { path, method } : { path, method, body: body[0] };
}
