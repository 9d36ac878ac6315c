/**
 * The HTTP API: one Elysia instance with the scan routes, the OpenAPI document and docs UI, X-Request-ID on
 * every response, and one error mapper that turns anything thrown into the spec's Error body.
 */
import { openapi } from '@elysiajs/openapi';
import { clientAddressOf } from '../admit/client-address.ts';
import { Elysia, t } from 'elysia';
import { ApiError } from '../lib/errors.ts';
import { newRequestId } from '../lib/ids.ts';
import type { Logger } from '../lib/log.ts';
import { accountPage } from './account-pages.ts';
import { DOCS_ASSET_BASE, docsAsset } from './docs-assets.ts';
import { errorResponse } from './http.ts';
import { scanPaths } from './openapi-doc.ts';
import { createScan, getScan, type RouteDeps } from './scan-routes.ts';

export interface ApiDeps extends RouteDeps {
  log: Logger;
  version: string;
}

const BEARER = 'API key as `Authorization: Bearer <key>`. Scopes (not expressible for http bearer in OpenAPI 3): ' +
  '`scan:write` for createScan, `scan:read` for getScan; keys are created with both.';

const requestIds = new WeakMap<Request, string>();
const idOf = (r: Request) => requestIds.get(r) ?? newRequestId();

/** Builds the Elysia app. `server.requestIP` gives the anonymous client address. */
export function createHttpApi(deps: ApiDeps) {
  const addressOf = (request: Request, server: { requestIP(r: Request): { address: string } | null } | null) =>
    clientAddressOf(request.headers, server?.requestIP(request)?.address, deps.config.trustProxy);
  return new Elysia({ normalize: false })
    .onRequest(({ request }) => {
      requestIds.set(request, newRequestId());
    })
    // The scan routes and errors set X-Request-ID themselves (and leave it off 409); this gives the docs page,
    // the document, health and account pages theirs. Registered before the plugin so its routes get it too.
    .onAfterHandle(({ request, responseValue, set }) => {
      if (responseValue instanceof Response && (responseValue.status === 409 || responseValue.headers.has('x-request-id'))) return;
      set.headers['x-request-id'] = idOf(request);
    })
    .use(openapi({
      path: '/openapi',
      specPath: '/openapi/json',
      provider: 'swagger-ui',
      swagger: { cdn: `${DOCS_ASSET_BASE}/swagger-ui-bundle.js`, theme: `${DOCS_ASSET_BASE}/swagger-ui.css` },
      documentation: {
        info: { title: 'Scanward Scan Service Interface', version: '1.2.0', description: `Scanward ${deps.version}` },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: BEARER } } },
        paths: scanPaths as never,
      },
      exclude: { paths: ['/openapi', '/openapi/json', '/healthz', `${DOCS_ASSET_BASE}/:name`] },
    }))
    .onError(({ error, code, request }) => {
      const id = idOf(request);
      if (error instanceof ApiError) return errorResponse(error, id);
      if (code === 'NOT_FOUND') return errorResponse(new ApiError('not_found', 'No such endpoint'), id);
      if (code === 'PARSE') return errorResponse(new ApiError('malformed_request', 'Request body could not be parsed'), id);
      if (code === 'VALIDATION') return errorResponse(new ApiError('invalid_input', 'Request is invalid'), id);
      deps.log.error('unhandled error', { request_id: id, error });
      return errorResponse(new ApiError('internal_error', 'The request could not be completed'), id);
    })
    .get('/healthz', () => ({ status: 'ok' }), { detail: { hide: true } })
    .get('/account/:page', ({ params, request }) => accountPage(params.page) ?? errorResponse(new ApiError('not_found', 'No such page'), idOf(request)), { detail: { hide: true } })
    .get(`${DOCS_ASSET_BASE}/:name`, ({ params, request }) => docsAsset(params.name) ?? errorResponse(new ApiError('not_found', 'No such asset'), idOf(request)), { detail: { hide: true } })
    .post('/api/v1/scan', ({ request, server }) => createScan(request, addressOf(request, server), idOf(request), deps), {
      parse: 'none',
      detail: { hide: true }, // documented by scanPaths
    })
    .get('/api/v1/scan/:job_id', ({ request, params, server }) => getScan(request, params.job_id, addressOf(request, server), idOf(request), deps), {
      params: t.Object({ job_id: t.String() }),
      detail: { hide: true }, // documented by scanPaths
    })
    .all('/api/v1/scan', ({ request }) => methodNotAllowed(request, 'POST'), { detail: { hide: true } })
    .all('/api/v1/scan/:job_id', ({ request }) => methodNotAllowed(request, 'GET'), { detail: { hide: true } });
}

function methodNotAllowed(request: Request, allow: string): Response {
  const res = errorResponse(new ApiError('method_not_allowed', `Use ${allow} on this path`), idOf(request));
  res.headers.set('allow', allow);
  return res;
}
