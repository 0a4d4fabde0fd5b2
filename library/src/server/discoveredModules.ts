/**
 * The modules the server finds on disk rather than imports by name: each application's
 * application.ts and each add-on's server module (applications.ts, addons/addonRegistry.ts).
 *
 * A prebuilt server (build/serverBundle.cjs, what the browser tests start: half the CPU of a
 * start through tsx) carries them inside itself, each behind a loader, and hands them over
 * here before the server starts; a path it does not carry is imported from disk as usual.
 */
type ModuleLoader = () => Promise<unknown>;

const bundled = new Map<string, ModuleLoader>();

/** Called by a prebuilt server's entry, before main: the loaders of the modules it carries, by source path. */
export function carryDiscoveredModules(loaders: Record<string, ModuleLoader>): void {
    for (const [file, load] of Object.entries(loaders)) bundled.set(file, load);
}

/** The module at this absolute path: from the prebuilt server when it carries it, else imported. */
export function importDiscovered(file: string): Promise<unknown> {
    return bundled.get(file)?.() ?? import(file);
}
