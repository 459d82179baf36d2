// The types of local-servers.mjs, for the TypeScript tests and bench that import it.
import type { ChildProcess } from 'node:child_process';

/** The Redis the cluster tests and the bench use: TEST_REDIS_URL (scripts/redis-up.mjs sets it), else the default port. */
export const TEST_REDIS_URL: string;
/** Whether a Redis at `url` answers PING within `timeoutMs` (default 2 s). */
export function redisAnswers(url: string, timeoutMs?: number): Promise<boolean>;
/** Whether a PostgreSQL at `url` takes a connection and a query within `timeoutMs` (default 3 s). */
export function postgresAnswers(url: string, timeoutMs?: number): Promise<boolean>;
/** Deletes every key under `prefix`. */
export function dropRedisKeys(url: string, prefix: string): Promise<void>;
/** redis-server's path; with `install` (and root) apt-get installs it when it is missing, else that throws. */
export function redisServerPath(options?: { install?: boolean }): string;
/** Starts an empty Redis on 127.0.0.1:`port`; resolves once it answers (throws after 10 s). */
export function startRedis(bin: string, port: number): Promise<ChildProcess>;
/** PostgreSQL's bin folder; with `install` (and root) apt-get installs postgresql when none is, else that throws. */
export function postgresBinDir(options?: { install?: boolean }): string;

export interface PostgresTools {
  /** Runs one of the tools (initdb, pg_ctl…) and waits, as the postgres user when root. */
  run(tool: string, args: string[]): void;
  /** The same without blocking the event loop. */
  runAsync(tool: string, args: string[]): Promise<unknown>;
}
export function postgresTools(bin: string): PostgresTools;

export interface StartedPostgres extends PostgresTools {
  /** Its `postgres` database. */
  url: string;
  port: number;
  /** The temporary folder: the data folder, the log and the socket. */
  dir: string;
  data: string;
}
/** initdb's a temporary folder and starts a PostgreSQL on a free port (fsync off: a throwaway test server). */
export function startPostgres(options: {
  bin: string;
  tempPrefix: string;
  maxConnections: number;
}): Promise<StartedPostgres>;
