// Baselines of the benchmarks: Fastify with no plugins answering a hello-world (health figure),
// and the plainest multipart upload, streamed to a file with no checks at all (upload figure).
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const dir = mkdtempSync(join(tmpdir(), 'skyparcel-bare-upload-'));
await app.register(multipart, { limits: { fileSize: 6 * 1024 * 1024 } });
app.get('/', async () => ({ hello: 'world' }));
let count = 0;
app.post('/upload', async (request) => {
  const file = await request.file();
  count += 1;
  await pipeline(file.file, createWriteStream(join(dir, `upload-${count}`)));
  return { ok: true };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3999) });
