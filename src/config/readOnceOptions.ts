import type { WidgetConfig } from './widgetConfig';

/**
 * The config fields a widget reads once, when it mounts: its storage and store are made of them
 * (the API and the instance name the storage; the starting choice and the locks are the store's
 * first state). Every other field follows a change at run time (README, "Options at run time").
 */
const READ_ONCE_FIELDS = ['apiUrl', 'instanceId', 'defaults', 'locked'] as const;
type ReadOnceField = (typeof READ_ONCE_FIELDS)[number];

/** The read-once fields as one value: equal for two configs a widget reads the same way. */
export function readOnceIdentity(config: WidgetConfig): string {
  return JSON.stringify(READ_ONCE_FIELDS.map((field) => config[field] ?? null));
}

/**
 * The read-once fields whose content differs between the config a widget mounted with and a later
 * one (by value: a host that makes a new object on every render changes nothing).
 */
export function changedReadOnceFields(mounted: WidgetConfig, next: WidgetConfig): ReadOnceField[] {
  return READ_ONCE_FIELDS.filter(
    (field) => JSON.stringify(mounted[field] ?? null) !== JSON.stringify(next[field] ?? null),
  );
}

/** What an integrator reads in the console when a read-once field changed on a mounted widget. */
export function readOnceWarning(field: ReadOnceField): string {
  return `[swap-widget] config.${field} changed after the widget mounted and is not applied: it is read once, when the widget mounts. Give <SwapWidget> a new React key to start a new widget with it (README, "Options at run time").`;
}
