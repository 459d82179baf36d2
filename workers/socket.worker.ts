import * as Comlink from 'comlink';
import { createSocketCore } from './socket-core';
import type { CoreScope, SocketCoreApi } from './socket-core-api';

/** What the worker adds to the socket core: batches go out on a port of their own. */
export interface SocketWorkerApi extends SocketCoreApi {
  /**
   * Posts every batch to `port` as a plain message. A Comlink callback would cost the UI thread a reply message
   * and its dispatch for each batch (4 a second while prices stream); a port costs it one message event.
   */
  batchesTo(port: MessagePort): void;
}

const core = createSocketCore(self as unknown as CoreScope);
const api: SocketWorkerApi = {
  ...core,
  batchesTo(port) {
    core.onBatch((batch) => port.postMessage(batch));
  },
};

/** The worker's only public surface: the socket core, behind Comlink. */
Comlink.expose(api);
