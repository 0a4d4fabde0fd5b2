/**
 * The statements one request runs (issue 10 item 6, issue 12: each statement is a round trip on
 * PostgreSQL, ~0.15 ms of system time on the socket alone). A Kysely plugin on the test app's
 * database (ITestAppOptions.plugins) that records, per `during()` call, the statements run inside
 * it: the call's async context is followed (AsyncLocalStorage), so the live hub's poller or the
 * job runner, which run on their own timers, are not counted.
 *
 * A statement shared by several requests (the generation reader runs one read for all the
 * requests waiting on it) is counted in the request that started it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";

type QueryId = PluginTransformQueryArgs["queryId"];

export class RequestQueries implements KyselyPlugin {
    private readonly context = new AsyncLocalStorage<Array<RootOperationNode | null>>();
    private readonly nodes = new Map<QueryId, RootOperationNode>();

    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
        if (this.context.getStore()) this.nodes.set(args.queryId, args.node);
        return args.node;
    }

    /** Counted here: a query compiled ahead (db.executeQuery) reaches this hook without transformQuery. */
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
        const node = this.nodes.get(args.queryId) ?? null;
        this.nodes.delete(args.queryId);
        this.context.getStore()?.push(node);
        return args.result;
    }

    /** `run()`'s result and the statements it ran (their operation trees, null for a precompiled one), in completion order. */
    async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: Array<RootOperationNode | null> }> {
        const statements: Array<RootOperationNode | null> = [];
        // Awaited inside the context: app.inject's answer is a thenable that starts the request when awaited.
        const result = await this.context.run(statements, async () => await run());
        return { result, statements };
    }
}

/** A short name for a statement in a failing test's message: its kind and first table. */
export function describeStatement(node: RootOperationNode | null): string {
    if (!node) return "precompiled";
    const tableOf = (value: unknown): string | undefined => {
        if (!value || typeof value !== "object") return undefined;
        const record = value as Record<string, unknown>;
        if (record.kind === "TableNode") return ((record.table as { identifier?: { name?: string } }).identifier?.name ?? "?") as string;
        for (const key of ["from", "into", "table", "froms", "node"]) {
            const inner = record[key];
            for (const item of Array.isArray(inner) ? inner : [inner]) {
                const found = tableOf(item);
                if (found) return found;
            }
        }
        return undefined;
    };
    return `${node.kind.replace(/QueryNode$/, "")} ${tableOf(node) ?? "(raw)"}`;
}
