// The browsers of `npm run bench -- telemetry` (apps/api/src/testing/bench-telemetry-ingestion.ts
// forks it): posts the batches it is given to POST /v2/track over kept-alive connections, a few
// at a time, in a process of its own so the portal's process does only the portal's work.
import { Agent, request } from 'node:http';

let bodies = [];
let agent;

function post(target, body, userAgent) {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: '/v2/track',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': userAgent,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

process.on('message', async (message) => {
  if (message.bodies) {
    bodies = message.bodies;
    agent = new Agent({ keepAlive: true, maxSockets: message.concurrency });
    process.send({ ready: true });
    return;
  }
  const target = new URL(message.url);
  let next = 0;
  let failure;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: message.concurrency }, async () => {
      while (next < bodies.length && !failure) {
        const body = bodies[next];
        next += 1;
        const answer = await post(target, body, message.userAgent);
        if (answer.status !== 200) {
          failure = `POST /v2/track answered ${answer.status}: ${answer.text.slice(0, 200)}`;
        }
      }
    }),
  );
  process.send({ seconds: (performance.now() - started) / 1000, failure });
});

process.on('disconnect', () => {
  agent?.destroy();
  process.exit(0);
});
