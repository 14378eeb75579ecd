// `npm run bench -- scale-throughput` (issue 29, decision 074): requests per second of one
// authenticated read (GET /api/state) through HAProxy with one API process, then with two, on the
// topology of scripts/scale-topology.mjs, side by side with their ratio, and where each CPU second
// went, so a ratio below the goal shows what the machine spent its CPUs on.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createScaleSessions, MEASURED_CUSTOMER_EMAIL } from './bench-scale-data.mjs';
import { log } from './lib.mjs';
import { startPostgres } from './postgres-server.mjs';
import { startTopology } from './scale-topology.mjs';

/** Two processes should serve this many times one's requests (issue 29, on 2 cores). */
export const THROUGHPUT_GOAL = 1.4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 3;
const CONNECTIONS = 32;

/** CPU seconds (user + system, all threads) a process has used so far; 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The CPU seconds of each group of processes, read together. */
function cpuOf(groups) {
  return Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [
      name,
      name === 'load generator'
        ? (process.cpuUsage().user + process.cpuUsage().system) / 1e6
        : pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    ]),
  );
}

/**
 * Measures on `BENCH_SCALE_DATABASE_URL` (the `scale` section's data set, kept; its customer with
 * 500 packages) when set, else on a throwaway PostgreSQL 15 with the demo data (the demo
 * customer). Answers { one, two, ratio, cpu } and prints the figures.
 */
export async function benchScaleThroughput({ record }) {
  const { default: autocannon } = await import('autocannon');
  const kept = process.env.BENCH_SCALE_DATABASE_URL;
  const postgres = kept ? undefined : await startPostgres();
  const url = kept ?? postgres.url;
  let topology;
  try {
    log(
      `Scale throughput: HAProxy, two built API processes, PgBouncer (transaction mode), PostgreSQL 15 (${kept ? "the scale section's data set" : 'the demo data'})`,
    );
    topology = await startTopology({ databaseUrl: url });
    const email = kept ? MEASURED_CUSTOMER_EMAIL : 'customer@demo.skyparcel.test';
    const token = (await createScaleSessions(url, [email]))[email];
    const target = {
      url: `${topology.url}/api/state`,
      headers: { authorization: `Bearer ${token}` },
      connections: CONNECTIONS,
    };
    const check = await fetch(target.url, { headers: target.headers });
    if (!check.ok) {
      throw new Error(`GET /api/state answered ${check.status}: ${await check.text()}`);
    }
    const groups = {
      'API processes': () => topology.processes.map((api) => api.child.pid),
      HAProxy: () => [topology.haproxyPid],
      PgBouncer: () => [topology.pgbouncerPid],
      PostgreSQL: () => postgres?.serverPids() ?? [],
      'load generator': () => [process.pid],
    };
    const withProcesses = async (count) => {
      await topology.admin(`set server api/api2 state ${count === 1 ? 'maint' : 'ready'}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    log(
      `GET /api/state through HAProxy: one process (the other in maintenance), then two, ${ROUNDS} rounds taking turns, ${SECONDS} s each, ${CONNECTIONS} connections (autocannon in this process); ${loadavg()[0].toFixed(1)} load average on ${availableParallelism()} cores`,
    );
    for (const count of [1, 2]) {
      await withProcesses(count);
      await autocannon({ ...target, duration: 2 });
    }
    const samples = { 1: [], 2: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const count of [1, 2]) {
        await withProcesses(count);
        const before = cpuOf(groups);
        const result = await autocannon({ ...target, duration: SECONDS });
        const after = cpuOf(groups);
        if (result.non2xx > 0 || result.errors > 0) {
          throw new Error(`${result.non2xx} answers not 2xx, ${result.errors} errors`);
        }
        samples[count].push({
          rps: result.requests.average,
          cpu: Object.fromEntries(
            Object.keys(groups).map((name) => [name, (after[name] - before[name]) / SECONDS]),
          ),
        });
      }
    }
    const median = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)];
    const one = median(samples[1]);
    const two = median(samples[2]);
    const ratio = two.rps / one.rps;
    const breakdown = (sample) =>
      Object.entries(sample.cpu)
        .map(([name, cores]) => `${name} ${cores.toFixed(2)}`)
        .join(', ');
    const total = (sample) => Object.values(sample.cpu).reduce((sum, cores) => sum + cores, 0);
    console.log(
      `  one process: ${Math.round(one.rps)} req/s; two processes: ${Math.round(two.rps)} req/s`,
    );
    console.log(
      `  CPU cores busy, one process: ${breakdown(one)} (total ${total(one).toFixed(2)} of ${availableParallelism()})`,
    );
    console.log(
      `  CPU cores busy, two processes: ${breakdown(two)} (total ${total(two).toFixed(2)} of ${availableParallelism()})`,
    );
    // What one request costs in CPU, and so what this machine can serve at most: one process is
    // one thread (its API time caps it), two share the cores with everything else.
    const perRequestMs = (sample) =>
      Object.fromEntries(
        Object.entries(sample.cpu).map(([name, cores]) => [name, (cores * 1000) / sample.rps]),
      );
    const costs = perRequestMs(two);
    const costMs = Object.values(costs).reduce((sum, ms) => sum + ms, 0);
    console.log(
      `  CPU per request (two processes): ${Object.entries(costs)
        .map(([name, ms]) => `${name} ${ms.toFixed(2)} ms`)
        .join(', ')}; ${costMs.toFixed(2)} ms in all`,
    );
    const machineCap = (availableParallelism() * 1000) / costMs;
    const oneCap = 1000 / perRequestMs(one)['API processes'];
    console.log(
      `  ceilings at these costs: one API process at most ${Math.round(oneCap)} req/s (one thread); this machine's ${availableParallelism()} cores at most ${Math.round(machineCap)} req/s for everything together; so two processes can give at most ${(Math.min(2 * oneCap, machineCap) / Math.min(oneCap, machineCap)).toFixed(2)}x of one here, and the processes measured had ${total(two).toFixed(2)} of ${availableParallelism()} cores (the rest went to the machine's other work: load average ${loadavg()[0].toFixed(1)})`,
    );
    record(
      'GET /api/state req/s, two processes / one, through HAProxy',
      ratio.toFixed(2),
      '',
      `>= ${THROUGHPUT_GOAL}`,
      ratio >= THROUGHPUT_GOAL,
    );
    return { one, two, ratio };
  } finally {
    await topology?.stop();
    postgres?.stop();
  }
}
