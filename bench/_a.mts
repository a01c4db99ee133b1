import { createClient } from '@libsql/client';
const c = createClient({ url: 'file:/tmp/bx/an.db' });
await c.execute('ANALYZE'); c.close();
