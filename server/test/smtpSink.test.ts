/** The test SMTP sink survives a client that dies mid-conversation (as a kill -9'd server does). */
import net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { freeLoopbackPort, startSmtpSink, type SmtpSink } from './smtpSink';

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

it('takes a connection reset by a killed client without an uncaught error', async () => {
  const port = await freeLoopbackPort();
  sink = await startSmtpSink(port);
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  process.on('uncaughtException', record);
  try {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write('EHLO client.example\r\nMAIL FROM:<a@example.com>\r\n');
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    // RST instead of FIN: what the sink sees when the sending process is killed.
    socket.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    process.off('uncaughtException', record);
  }
  expect(uncaught).toEqual([]);
});
