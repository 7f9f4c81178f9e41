// The files the API documentation viewer serves (issue 21 point 7): Swagger UI's own, from
// swagger-ui-dist, and the initializer that starts it. Anything else is a 400.
import * as z from './z.js';

export const API_DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'init.js'] as const;

export const ApiDocsAssetParamSchema = z.object({ file: z.enum(API_DOCS_ASSETS) });
