/** Types for the scale tests that start the production topology (scale-topology.mjs). */
export type TopologyProcess = {
  name: string;
  port: number;
  base: string;
  child: { pid?: number | undefined };
  output(): string;
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
};

export type ServerState = { name: string; status: string; sessions: number };

export type Topology = {
  /** HAProxy's address: what a browser opens. */
  url: string;
  processes: TopologyProcess[];
  haproxyPid: number | undefined;
  pgbouncerPid: number | undefined;
  requestLog: { at: number; line: string }[];
  kill(index: number): Promise<number | null>;
  terminate(index: number): Promise<number | null>;
  restart(index: number): Promise<TopologyProcess>;
  serverStates(): Promise<ServerState[]>;
  admin(command: string): Promise<string>;
  stop(): Promise<void>;
};

export type StartApi = (options: {
  name: string;
  port: number;
  env: Record<string, string>;
  readyTimeoutMs?: number;
}) => Promise<TopologyProcess>;

export const DRAIN_GRACE_MS: number;
export const HAPROXY_CONFIG: string;

export function startTopology(options: {
  databaseUrl: string;
  apiCount?: number;
  pooler?: boolean;
  env?: Record<string, string>;
  startApi?: StartApi;
  readyTimeoutMs?: number;
}): Promise<Topology>;

export function readServerStates(socketPath: string): Promise<ServerState[]>;
