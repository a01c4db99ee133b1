import { Hono, type Hono as HonoApp } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './context';
import { requireAdmin, requireMember } from './auth';
import { INPUT_DOC, type InputDoc } from './validate';

/**
 * OpenAPI 3.1, generated from the app itself: every route Hono knows, with the zod schemas
 * its validators hold (zod 4's own JSON Schema output) and the guard it runs. Nothing here is
 * written by hand, so the document cannot drift from what the API accepts.
 */
type Operation = Record<string, unknown>;

const toJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/**
 * `postUserSearchUsers` from POST /user/searchUsers. The spec serves some paths with and without
 * a trailing slash (`/user/searchUsers/`); those get `…TrailingSlash`, as ids must be unique.
 */
function operationId(method: string, path: string): string {
  const words = path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string = '') => ch.toUpperCase());
  return `${method}${words}${path.length > 1 && path.endsWith('/') ? 'TrailingSlash' : ''}`;
}

function describe(method: string, path: string, handlers: unknown[]): Operation {
  const docs = handlers.map((h) => (h as Record<symbol, InputDoc | undefined>)[INPUT_DOC]).filter((d): d is InputDoc => !!d);
  const op: Operation = {
    operationId: operationId(method, path),
    tags: [path.split('/')[1] ?? 'api'],
    responses: {
      200: { description: 'Done: `{ code: 5 }`, or `{ code: 4 }` when nothing changed' },
      400: { description: 'Bad input: `{ code, error, fields }`' },
      default: { description: 'Failure: `{ code, error }`' },
    },
  };
  if (handlers.includes(requireMember)) op.security = [{ jwt: [] }];
  if (handlers.includes(requireAdmin)) op.security = [{ jwt: [] }];
  if (handlers.includes(requireAdmin)) op.description = 'Administrators only.';
  const parameters: unknown[] = [];
  for (const doc of docs) {
    const json = toJsonSchema(doc.schema) as { properties?: Record<string, unknown>; required?: string[] };
    if (doc.target === 'json' || doc.target === 'form') {
      const type = doc.target === 'json' ? 'application/json' : 'multipart/form-data';
      op.requestBody = { required: true, content: { [type]: { schema: json } } };
    } else if (doc.target === 'query' || doc.target === 'param') {
      for (const [name, schema] of Object.entries(json.properties ?? {})) {
        parameters.push({
          name,
          in: doc.target === 'param' ? 'path' : 'query',
          required: doc.target === 'param' || (json.required ?? []).includes(name),
          schema,
        });
      }
    }
  }
  for (const m of path.matchAll(/\{(\w+)\}/g)) {
    if (!parameters.some((p) => (p as { name: string }).name === m[1])) {
      parameters.push({ name: m[1], in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  if (parameters.length) op.parameters = parameters;
  return op;
}

/**
 * A Hono path as OpenAPI writes it: `:id` becomes `{id}`, and a regex constraint after the
 * name (`:id{[0-9a-fA-F-]{36}}`, braces nested) is dropped, not read as more path.
 */
export function openApiPath(honoPath: string): string {
  let out = '';
  for (let i = 0; i < honoPath.length; i++) {
    const name = honoPath[i] === ':' ? /^\w+/.exec(honoPath.slice(i + 1))?.[0] : undefined;
    if (!name) {
      out += honoPath[i];
      continue;
    }
    out += `{${name}}`;
    i += name.length;
    if (honoPath[i + 1] !== '{') continue;
    for (let depth = 0; i + 1 < honoPath.length; ) {
      const ch = honoPath[++i];
      if (ch === '{') depth++;
      if (ch === '}' && --depth === 0) break;
    }
  }
  return out;
}

type Routes = HonoApp<AppEnv>['routes'];

export function openApiDocument(routes: Routes) {
  const grouped = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  for (const r of routes) {
    if (r.method === 'ALL') continue; // middleware mounted with use()
    const path = openApiPath(r.path);
    const key = `${r.method} ${path}`;
    const entry = grouped.get(key) ?? { method: r.method.toLowerCase(), path, handlers: [] };
    entry.handlers.push(r.handler);
    grouped.set(key, entry);
  }
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { method, path, handlers } of grouped.values()) {
    (paths[path] ??= {})[method] = describe(method, path, handlers);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sambandh API',
      version: '1.0.0',
      description:
        'Matrimonial and family-tree matchmaking. Success is HTTP 200 with `code: 5` (`code: 4`: nothing changed); failures carry `{ code, error, fields? }`. Send the session token in the `jwt` header.',
    },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'jwt' } } },
    paths,
  };
}

/** `/api/openapi.json` and the browsable reference at `/api/docs`. */
export function openApiRoutes(api: HonoApp<AppEnv>) {
  let cached: ReturnType<typeof openApiDocument> | null = null;
  const self: HonoApp<AppEnv> = new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json((cached ??= openApiDocument([...api.routes, ...self.routes]))))
    .get('/docs', (c) => c.html(docsPage()));
  return self;
}

function docsPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sambandh API reference</title>
<link rel="stylesheet" href="/api-docs/swagger-ui.css"></head>
<body><main id="swagger-ui"><h1>Sambandh API reference</h1><p>Loading… The raw document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></main>
<script src="/api-docs/swagger-ui-bundle.js"></script>
<script src="/api-docs/init.js"></script>
</body></html>`;
}
