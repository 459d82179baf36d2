import * as Comlink from 'comlink';
import { createSocketCore, type CoreScope } from './socket-core';

/** The worker's only public surface: the socket core, behind Comlink. */
Comlink.expose(createSocketCore(self as unknown as CoreScope));
