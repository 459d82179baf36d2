import { createServer, type Server, type Socket } from 'node:net';

/**
 * A real SMTP endpoint on a local port, enough for nodemailer: it refuses the next `refuse` connections with 421
 * (a mail server that is down or busy), then accepts and keeps each message's raw text.
 */
export interface SmtpStub {
  url: string;
  messages: string[];
  connections: number;
  refuse: number;
  close(): Promise<void>;
}

export async function startSmtpStub(): Promise<SmtpStub> {
  const stub: SmtpStub = { url: '', messages: [], connections: 0, refuse: 0, close: async () => {} };
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    stub.connections++;
    if (stub.refuse > 0) {
      stub.refuse--;
      socket.end('421 stub busy, try later\r\n');
      return;
    }
    socket.write('220 stub ESMTP\r\n');
    let buffer = '';
    let data: string[] | null = null;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data) {
          if (line === '.') {
            stub.messages.push(data.join('\n'));
            data = null;
            socket.write('250 queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'EHLO' ? '250 stub\r\n' : '250 OK\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  stub.url = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  stub.close = () =>
    new Promise((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    });
  return stub;
}
