/**
 * The docs UI's assets served from the process itself: the service runs air-gapped, so the OpenAPI page must
 * not load anything from a CDN. Text imports are embedded in the compiled executable.
 */
import bundle from 'swagger-ui-dist/swagger-ui-bundle.js' with { type: 'text' };
import css from 'swagger-ui-dist/swagger-ui.css' with { type: 'text' };

export const DOCS_ASSET_BASE = '/openapi/assets';

const ASSETS: Record<string, { body: string; type: string }> = {
  'swagger-ui-bundle.js': { body: bundle, type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { body: css, type: 'text/css; charset=utf-8' },
};

/** The asset response, or undefined for an unknown name. */
export function docsAsset(name: string): Response | undefined {
  const a = ASSETS[name];
  return a && new Response(a.body, { headers: { 'content-type': a.type, 'cache-control': 'public, max-age=86400' } });
}
