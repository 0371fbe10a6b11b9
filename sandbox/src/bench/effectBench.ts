/**
 * What the effect-check benches share: the median of timed runs after a warm-up, and the three
 * rows each network reports (the plain simulation before, the effect check now, their ratio).
 */

interface BenchRow {
  name: string;
  value: number;
  unit: string;
}

/** The median time of `runs` calls of `run`, after 3 untimed ones (caches, JIT, connections). */
export async function medianMs(run: () => Promise<unknown>, runs: number): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** `plain` and `checked` name what was timed, e.g. 'eth_call' and 'eth_simulateV1 with effects'. */
export function effectCheckRows(
  network: string,
  timed: { plain: string; checked: string },
  plainMs: number,
  checkedMs: number,
): BenchRow[] {
  return [
    {
      name: `${network} simulation before a prompt: ${timed.plain} (before)`,
      value: plainMs,
      unit: 'ms',
    },
    {
      name: `${network} simulation before a prompt: ${timed.checked} (now)`,
      value: checkedMs,
      unit: 'ms',
    },
    {
      name: `${network} effect check: cost against ${timed.plain}`,
      value: checkedMs / plainMs,
      unit: 'x',
    },
  ];
}
