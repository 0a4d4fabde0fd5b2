/**
 * Island mounting (DESIGN.md §1): every element carrying `data-react="Name"` and JSON
 * `data-props` gets the registered component, hydrated over its server-rendered content or
 * rendered into it when the server left it empty. Problems with one island are logged with
 * the component's name and never stop the others.
 */
import type { ReactElement, ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, IslandContent, IslandLoadFailure } from "@library/components/Island";
import { resolveComponent } from "@library/registry/componentRegistry";
import { CommitSignal, commitCounter } from "@library/boot/CommitSignal";
import { markIslandHydrated } from "@library/boot/clickReplay";
import { logError } from "@library/utility/logger";
import { hydrationWave, onInterest, whenNearOrIdle, type HydrationWave } from "@library/boot/hydrationPriority";

/** The longest one wave of islands holds back the next (a chunk stuck offline, a very slow phone). */
const WAVE_PATIENCE_MS = 3_000;

function parseProps(element: Element, name: string): Record<string, unknown> | null {
    const raw = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
    if (raw === null || raw.trim() === "") return {};
    try {
        const props: unknown = JSON.parse(raw);
        if (props && typeof props === "object" && !Array.isArray(props)) return props as Record<string, unknown>;
        logError(`The data-props of component "${name}" must be a JSON object.`);
    } catch (error) {
        logError(`The data-props of component "${name}" are not valid JSON.`, error);
    }
    return null;
}

/** Islands not nested inside another island (a nested one belongs to its parent's tree). */
function topLevelIslands(root: ParentNode): Element[] {
    return Array.from(root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)).filter(
        (element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
    );
}

export interface IMountIslandsOptions {
    /** Called once every island mounted here has committed (is interactive), not merely created. */
    onCommitted?: () => void;
    /**
     * Hydrate in waves, what the member can reach first and what is off screen last
     * (hydrationPriority.ts): a page's boot. Without it every island starts at once, as islands
     * a live update adds to the page should.
     */
    byPriority?: boolean;
}

/** Loads one island's code and hydrates it (or renders into it); null when nothing could mount. */
async function mountIsland(element: Element, wrap: (content: ReactElement) => ReactNode, onCommitted: () => void): Promise<Root | null> {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
    const props = parseProps(element, name);
    if (props === null) {
        onCommitted();
        return null;
    }
    let component;
    try {
        component = await resolveComponent(name);
    } catch (error) {
        // Its code could not be loaded, even after a retry: the island shows its error
        // boundary ("There was a problem loading {name}" with Reload) in place of the
        // server's inert copy, so the member knows this part does not work.
        const failed = createRoot(element);
        failed.render(wrap(<CommitSignal onCommit={onCommitted}><IslandLoadFailure name={name} error={error} /></CommitSignal>));
        return failed;
    }
    if (!component) {
        logError(`Unknown component "${name}": nothing is registered under that name.`);
        onCommitted();
        return null;
    }
    const onCommit = () => {
        // Its controls work now: clicks they were given before are replayed (clickReplay.ts).
        markIslandHydrated(element);
        onCommitted();
    };
    const tree = wrap(
        <CommitSignal onCommit={onCommit}>
            <IslandContent name={name} component={component} props={props} />
        </CommitSignal>,
    );
    if (element.childNodes.length > 0) {
        return hydrateRoot(element, tree, {
            onRecoverableError: (error) => logError(`Hydration problem in component "${name}".`, error),
        });
    }
    const created = createRoot(element);
    created.render(tree);
    return created;
}

/**
 * Mounts every top-level island under `root`; the promise holds their roots once all are
 * mounted (with `byPriority`, that includes the islands waiting for visibility or idle time).
 */
export async function mountIslands(root: ParentNode, wrap: (content: ReactElement) => ReactNode, { onCommitted, byPriority = false }: IMountIslandsOptions = {}): Promise<Root[]> {
    const islands = topLevelIslands(root);
    const commits = commitCounter(islands.length);
    if (onCommitted) void commits.committed.then(onCommitted);
    const mounting = new Map<Element, Promise<Root | null>>();
    const start = (element: Element, onWaveCommit?: () => void): Promise<Root | null> => {
        let mounted = mounting.get(element);
        if (!mounted) {
            mounted = mountIsland(element, wrap, () => {
                commits.onCommit();
                onWaveCommit?.();
            });
            mounting.set(element, mounted);
        }
        return mounted;
    };
    if (byPriority) await mountInWaves(root, islands, start);
    const mounted = await Promise.all(islands.map((element) => start(element)));
    return mounted.filter((mountedRoot): mountedRoot is Root => mountedRoot !== null);
}

/**
 * The waves of hydrationPriority.ts: `now`, then `visible` once `now` has committed, then each
 * `later` island when it nears the viewport, is pointed at or focused, or the browser is idle.
 * An island a member shows interest in starts at once, whatever its wave. Resolves once every
 * island has started.
 */
async function mountInWaves(root: ParentNode, islands: Element[], start: (element: Element, onWaveCommit?: () => void) => Promise<Root | null>): Promise<void> {
    const waves: Record<HydrationWave, Element[]> = { now: [], visible: [], later: [] };
    for (const island of islands) waves[hydrationWave(island)].push(island);
    const pending = new Set(islands);
    let allStarted!: () => void;
    const started = new Promise<void>((resolve) => (allStarted = resolve));
    const startOne = (island: Element, onWaveCommit?: () => void) => {
        pending.delete(island);
        if (pending.size === 0) allStarted();
        return start(island, onWaveCommit);
    };
    if (pending.size === 0) allStarted();
    const stopListening = onInterest(
        root,
        (island) => pending.has(island),
        (island) => void startOne(island),
        (target) => islands.find((island) => island.contains(target)) ?? null,
    );
    const wave = async (members: Element[]) => {
        const waiting = members.filter((island) => pending.has(island));
        const committed = commitCounter(waiting.length);
        for (const island of waiting) void startOne(island, committed.onCommit);
        // An island whose code waits for the connection to come back must not hold the rest.
        let patience: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([committed.committed, new Promise((resolve) => (patience = setTimeout(resolve, WAVE_PATIENCE_MS)))]);
        clearTimeout(patience);
    };
    await wave(waves.now);
    await wave(waves.visible);
    whenNearOrIdle(
        waves.later.filter((island) => pending.has(island)),
        (island) => void (pending.has(island) && startOne(island)),
    );
    await started;
    stopListening();
}
