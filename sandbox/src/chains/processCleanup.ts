/**
 * Keeps track of child processes (anvil) and kills them when this process exits or is told to
 * stop (SIGINT/SIGTERM), so a crashed test run or Ctrl-C never leaves a chain running.
 * A SIGKILL of this process cannot be intercepted; then the children outlive it.
 */
import type { ChildProcess } from 'node:child_process';

const live = new Set<ChildProcess>();
let installed = false;

function killAll(): void {
  for (const child of live) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  live.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  killAll();
  // Our listener suppressed the default action; if nobody else handles the signal, re-raise it.
  if (process.listenerCount(signal) <= 1) {
    process.removeListener(signal, onSignal);
    process.kill(process.pid, signal);
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', killAll);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** Registers a child to be killed at exit; it is forgotten once it exits by itself. */
export function trackChild(child: ChildProcess): void {
  install();
  live.add(child);
  child.once('exit', () => live.delete(child));
}
