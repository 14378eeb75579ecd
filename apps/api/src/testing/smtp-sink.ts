import { SMTPServer } from 'smtp-server';
import { waitUntil } from './wait-until';

export type SunkMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a loopback port that keeps what it receives, for mail tests. Pass the
 * `port` of a sink that was closed to start it again where the portal expects it (an outage).
 */
export async function startSmtpSink({ port: wantedPort = 0 }: { port?: number } = {}) {
  const received: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(wantedPort, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The received mail once at least `count` arrived (the worker sends after the answer). */
    waitForMail: (count = 1) =>
      waitUntil(() => received.length >= count && received, { what: `${count} mail(s)` }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
