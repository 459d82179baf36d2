import { lookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { Agent, type RequestOptions } from 'node:https';
import type { Duplex } from 'node:stream';
import { isPublicAddress } from './push-address.js';

/** Resolves a host name to every address it has (dns.lookup with all: true, or a test's table). */
export type ResolveAll = (host: string) => Promise<LookupAddress[]>;

/**
 * How Web Push reaches push services. The server resolves with the system's resolver; tests give their own table,
 * so no test traffic leaves the machine, and may allow the loopback address of a local push service.
 */
export interface PushNetwork {
  resolve: ResolveAll;
  /** Tests only: addresses that may be connected to although not public (a local push service). */
  allowAddress?: (ip: string) => boolean;
  /** Tests only: a CA to trust besides the system's (the local push service's self-signed certificate). */
  ca?: Buffer;
}

export const systemResolve: ResolveAll = (host) => lookup(host, { all: true, verbatim: true });

/** Every address of `host` when all of them may be connected to (isPublicAddress); null otherwise or unresolved. */
export async function checkedAddresses(host: string, network: PushNetwork): Promise<LookupAddress[] | null> {
  let found: LookupAddress[];
  try {
    found = await network.resolve(host);
  } catch {
    return null;
  }
  // ANY non-public address refuses the host: a name that answers 127.0.0.1 beside a public address is an attack.
  const ok = found.length > 0 && found.every((a) => isPublicAddress(a.address) || network.allowAddress?.(a.address));
  return ok ? found : null;
}

/** A push service's answer is a status and a few bytes; more than this is not one, and is cut. */
export const MAX_PUSH_RESPONSE_BYTES = 64 * 1024;

/**
 * The agent of one send: it connects only to `host`, at the addresses already resolved and checked (its `lookup`
 * answers from them, so there is no second resolution a DNS rebinding could answer differently), without
 * keep-alive, and cuts a connection that reads more than MAX_PUSH_RESPONSE_BYTES.
 */
export class PinnedAgent extends Agent {
  readonly #host: string;

  constructor(host: string, addresses: readonly LookupAddress[], ca?: Buffer) {
    super({
      keepAlive: false,
      ...(ca ? { ca } : {}),
      lookup: (name: string, options: LookupOptions, cb: LookupCallback) => {
        if (name !== host)
          return cb(Object.assign(new Error(`push host ${name} was not checked`), { code: 'ENOTFOUND' }), '');
        const fit = addresses.filter((a) => !options.family || a.family === options.family);
        if (!fit.length)
          return cb(Object.assign(new Error(`no address of family ${options.family}`), { code: 'ENOTFOUND' }), '');
        if (options.all) return cb(null, fit);
        cb(null, fit[0]!.address, fit[0]!.family);
      },
    });
    this.#host = host;
  }

  override createConnection(options: RequestOptions, cb?: (err: Error | null, stream: Duplex) => void) {
    // web-push reads the endpoint with Node's older URL parser: a host other than the checked one never connects
    // (an IP literal would not even go through `lookup`).
    if (options.host !== this.#host) throw new Error(`push host ${String(options.host)} was not checked`);
    const socket = super.createConnection(options, cb);
    let read = 0;
    socket?.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > MAX_PUSH_RESPONSE_BYTES) socket.destroy(new Error('push service answered too much'));
    });
    return socket;
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
