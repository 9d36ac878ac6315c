/** A local HTTPS server on 127.0.0.1 (test CA leaf) whose handler a test supplies; it records each request's SNI and Host. */
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testPki } from './test-ca.ts';

export interface SeenRequest {
  method: string;
  path: string;
  host: string | undefined;
  /** The TLS server name the client sent (SNI); undefined when it sent none, e.g. for an IP-literal URL. */
  sni: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, seen: SeenRequest) => void | Promise<void>;

export interface TestHttpsServer {
  port: number;
  /** Requests in arrival order. */
  seen: SeenRequest[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the server on an ephemeral loopback port. */
export async function startHttpsServer(handler: Handler): Promise<TestHttpsServer> {
  const { cert, key } = testPki();
  const seen: SeenRequest[] = [];
  const server: Server = createServer({ cert, key }, async (req, res) => {
    const entry: SeenRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      host: req.headers.host,
      sni: ((req.socket as { servername?: string | false }).servername || undefined) as string | undefined,
      headers: req.headers,
      body: await readBody(req),
    };
    seen.push(entry);
    await handler(req, res, entry);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  const close = () =>
    new Promise<void>((ok) => {
      server.closeAllConnections?.();
      server.close(() => ok());
    });
  return { port, seen, close };
}
