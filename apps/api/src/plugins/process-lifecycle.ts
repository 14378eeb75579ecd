import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export type ProcessLifecycle = {
  /** True from SIGTERM on: readiness answers 503 and every answer closes its connection. */
  readonly isDraining: boolean;
  /** Called by server.ts' stop path; never undone (a draining process only exits). */
  beginDrain(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process is leaving (decision 074: SIGTERM drain behind a proxy). */
    lifecycle: ProcessLifecycle;
  }
}

/** The header naming the process that answered (INSTANCE_NAME), for operators and tests. */
export const SERVED_BY_HEADER = 'x-served-by';

/**
 * Which of several processes answered, and whether it is leaving (decision 074). While draining,
 * answers carry `Connection: close`: the proxy then opens its next connection to a process that
 * stays, instead of reusing one this process is about to close under it.
 */
const processLifecyclePlugin: FastifyPluginAsync = async (app) => {
  let isDraining = false;
  app.decorate('lifecycle', {
    get isDraining() {
      return isDraining;
    },
    beginDrain() {
      isDraining = true;
    },
  });
  const name = app.config.INSTANCE_NAME;
  if (name !== undefined) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header(SERVED_BY_HEADER, name);
    });
  }
  // At answer time: a request that came in before SIGTERM (a slow upload) closes its connection
  // too, or its idle keep-alive socket would hold the server's close open.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isDraining) {
      reply.header('connection', 'close');
    }
    return payload;
  });
};

export const processLifecycle = fp(processLifecyclePlugin, { name: 'process-lifecycle' });
