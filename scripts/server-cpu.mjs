/**
 * Server CPU of the storefront: under `wrangler pages dev` (scripts/servers.mjs) for `npm run perf`, and as the
 * Worker target in workerd (scripts/worker-target.mjs) for `npm run load` and `npm run crowd`:
 *  - `raw`: CPU time of the storefront's whole workerd process (/proc), the runtime's own work included;
 *  - `own`: the storefront isolate alone, what the Workers CPU limit applies to, from a V8 CPU profile taken
 *    through the runtime's inspector.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import CDP from 'chrome-remote-interface'

/** The workerd that runs the storefront: the second one `wrangler pages dev` starts (the first is its proxy). */
export function storefrontWorkerd(pagesPid) {
  const procs = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]
        return { pid: Number(pid), ppid: Number(fields[1]), start: Number(fields[19]), command }
      } catch {
        return undefined // exited meanwhile
      }
    })
    .filter(Boolean)
  const descendants = (pid) => procs.filter((p) => p.ppid === pid).flatMap((p) => [p, ...descendants(p.pid)])
  const workerds = descendants(pagesPid)
    .filter((p) => p.command.endsWith('workerd'))
    .sort((a, b) => a.start - b.start || a.pid - b.pid)
  if (workerds.length === 0) throw new Error('no workerd under `wrangler pages dev`')
  return (workerds[1] ?? workerds[0]).pid
}

const hz = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100

/** CPU ms the process has used so far (utime + stime from /proc/<pid>/stat); NaN once it has gone. */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / hz
  } catch {
    return NaN
  }
}

/** Microseconds between two samples of the CPU profile. */
export const SAMPLING_US = 500

/**
 * CPU ms of the storefront isolate while `run` runs: V8 samples the stack every SAMPLING_US while the isolate
 * runs and records nothing while it waits for I/O, so busy samples × interval is its CPU time (a little high:
 * the profiler slows the code, and a sample can fall while the thread waits for a processor).
 */
export async function isolateCpuMs(inspectorPort, run) {
  // The storefront's isolate: Miniflare's inspector lists each of its workers (`core:user:<name>` is the
  // storefront), wrangler's lists the storefront alone.
  const client = await CDP({
    host: '127.0.0.1',
    port: inspectorPort,
    local: true,
    target: (targets) => targets.find((target) => target.id.startsWith('core:user:')) ?? targets[0],
  })
  try {
    await client.Profiler.enable()
    await client.Profiler.setSamplingInterval({ interval: SAMPLING_US })
    await client.Profiler.start()
    const result = await run()
    const { profile } = await client.Profiler.stop()
    const idle = new Set(
      profile.nodes.filter((n) => ['(idle)', '(root)'].includes(n.callFrame.functionName)).map((n) => n.id),
    )
    const busy = profile.samples.filter((node) => !idle.has(node)).length
    return { result, ms: (busy * SAMPLING_US) / 1000 }
  } finally {
    await client.close()
  }
}
