/**
 * Events between applications: the forum application says what happened ("a comment was added"),
 * others (notifications) react, and neither imports the other. A failing listener is logged and
 * never fails the request that emitted the event.
 */
import type { FastifyBaseLogger } from "fastify";

export interface ICommentAddedEvent {
    commentID: number;
    commentUrl: string;
    discussionID: number;
    discussionName: string;
    discussionAuthorID: number;
    categoryID: number;
    authorID: number;
    authorName: string;
    authorPhotoUrl: string;
    /** The comment's source text (for @mentions). */
    body: string;
    /** The body's format (rich2 mentions are nodes, not "@name" text); markdown when absent. */
    format?: string;
    bookmarkUserIDs: number[];
}

export interface IReactionAddedEvent {
    recordType: string;
    recordID: number;
    recordName: string;
    recordUrl: string;
    recordAuthorID: number;
    categoryID: number;
    reactorID: number;
    reactorName: string;
    reactorPhotoUrl: string;
    reactionName: string;
}

export interface IHostEventMap {
    commentAdded: ICommentAddedEvent;
    reactionAdded: IReactionAddedEvent;
}

type Listener<K extends keyof IHostEventMap> = (event: IHostEventMap[K]) => Promise<void> | void;

export class HostEvents {
    // Keyed by event name; each list holds listeners of that name's event type (see on()).
    private listeners = new Map<keyof IHostEventMap, Array<Listener<never>>>();

    constructor(private log?: FastifyBaseLogger) {}

    on<K extends keyof IHostEventMap>(name: K, listener: Listener<K>): void {
        const list = this.listeners.get(name) ?? [];
        list.push(listener as Listener<never>);
        this.listeners.set(name, list);
    }

    async emit<K extends keyof IHostEventMap>(name: K, event: IHostEventMap[K]): Promise<void> {
        for (const listener of (this.listeners.get(name) ?? []) as Array<Listener<K>>) {
            try {
                await listener(event);
            } catch (error) {
                if (this.log) this.log.error({ err: error }, `A listener of ${name} failed.`);
                else console.error(`A listener of ${name} failed.`, error);
            }
        }
    }
}
