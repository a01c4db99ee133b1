import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Puts Swagger UI's own files (from the swagger-ui-dist package) under dist/api-docs/, so the
 * browsable reference at /api/docs works offline and on Workers without a CDN.
 */
const require = createRequire(import.meta.url);
const from = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const to = path.resolve('dist/api-docs');
await mkdir(to, { recursive: true });
for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js']) await copyFile(path.join(from, file), path.join(to, file));
await writeFile(
  path.join(to, 'init.js'),
  "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n",
);
console.log('API reference assets copied to dist/api-docs');
