// A real SMTP server in the test process (smtp-server), for the browser suite (global-setup.ts) and the
// mail tests in api-server/mail (issue 19 point 1). It keeps every message it accepts, raw, in memory
// and optionally as .eml files in a directory (global-setup.ts; mail.ts reads them). Plain SMTP on
// 127.0.0.1, no auth.
import { randomBytes } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  port: number;
  /** Every accepted message, raw, in the order accepted. */
  messages: Buffer[];
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Also write each message as `<time>-<random>.eml` here (written under a temporary name, then renamed). */
  dir?: string;
  /** Answer RCPT TO for this recipient with an error (e.g. 550 or 451); null accepts. */
  refuse?: (recipient: string) => { code: number; message: string } | null;
  /** Wait this long before answering each message's DATA (a slow server: senders overlap). */
  delayMs?: number;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const store = async () => {
          if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
          if (options.dir) {
            const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
            await writeFile(join(options.dir, `${name}.tmp`), raw);
            await rename(join(options.dir, `${name}.tmp`), join(options.dir, name));
          }
          messages.push(raw);
        };
        store().then(() => callback(), (err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
