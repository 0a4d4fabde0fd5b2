/**
 * Events between applications: the forum application says what happened ("a comment was added"),
 * others (notifications) react, and neither imports the other.
 *
 * Events are delivered from durable jobs (jobs/jobRunner.ts), never inside the request: the
 * application that writes enqueues a job in its write's transaction, and the job calls
 * deliver(). A failing listener fails the job, which is retried; so a listener may run more than
 * once for one event and must be idempotent (notifications keep one row per event and recipient).
 */
import type { IAddonNotification } from "@server/addons/serverAddonApi";
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
    /** Everyone who bookmarked the discussion when the event was delivered. */
    bookmarkUserIDs: number[];
}

export interface IReactionAddedEvent {
    /** Names this reaction event (a member may react, take it back and react again: two events). */
    eventID: string;
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

/** An add-on's notification (api.notify, addonNotifications.ts): IAddonNotification and the add-on's key. */
export interface IAddonNotificationEvent extends IAddonNotification {
    addon: string;
}

/**
 * A discussion was posted (add-ons count posts from it: ranks, badges; notifications tell the
 * members its body @mentions). The words are absent from jobs queued before they were added.
 */
export interface IDiscussionAddedEvent {
    discussionID: number;
    categoryID: number;
    authorID: number;
    /** The discussion's title and address, for the notification's words and link. */
    discussionName?: string;
    discussionUrl?: string;
    authorName?: string;
    authorPhotoUrl?: string;
    /** The discussion's source text (for @mentions). */
    body?: string;
    /** The body's format (rich2 mentions are nodes, not "@name" text); markdown when absent. */
    format?: string;
}

export interface IHostEventMap {
    discussionAdded: IDiscussionAddedEvent;
    commentAdded: ICommentAddedEvent;
    reactionAdded: IReactionAddedEvent;
    addonNotification: IAddonNotificationEvent;
}

type Listener<K extends keyof IHostEventMap> = (event: IHostEventMap[K]) => Promise<void> | void;
/** Whether a listener acts now; given the event, whether it acts on that one (undefined: on some). */
type IsActive<K extends keyof IHostEventMap> = (event?: IHostEventMap[K]) => boolean;

export class HostEvents {
    // Keyed by event name; each list holds listeners of that name's event type (see on()).
    private listeners = new Map<keyof IHostEventMap, Array<Listener<never>>>();
    /** Per event, whether each listener acts now (an add-on's only while it is on); absent: always. */
    private activity = new Map<keyof IHostEventMap, Array<IsActive<never>>>();

    constructor(private log?: FastifyBaseLogger) {}

    on<K extends keyof IHostEventMap>(name: K, listener: Listener<K>, isActive: IsActive<K> = () => true): void {
        const list = this.listeners.get(name) ?? [];
        list.push(listener as Listener<never>);
        this.listeners.set(name, list);
        this.activity.set(name, [...(this.activity.get(name) ?? []), isActive as IsActive<never>]);
    }

    /**
     * Whether a listener would act on the event now (on this one, when given): a writer enqueues
     * no delivery nobody hears.
     */
    isHeard<K extends keyof IHostEventMap>(name: K, event?: IHostEventMap[K]): boolean {
        return ((this.activity.get(name) ?? []) as Array<IsActive<K>>).some((isActive) => isActive(event));
    }

    /**
     * Runs every listener of the event (one failing does not stop the others), then throws when
     * any failed, so the job delivering the event is retried.
     */
    async deliver<K extends keyof IHostEventMap>(name: K, event: IHostEventMap[K]): Promise<void> {
        const errors: unknown[] = [];
        for (const listener of (this.listeners.get(name) ?? []) as Array<Listener<K>>) {
            try {
                await listener(event);
            } catch (error) {
                errors.push(error);
                this.log?.error({ err: error }, `A listener of ${name} failed.`);
            }
        }
        if (errors.length) {
            // The job's lastError is what an administrator reads: name each failure.
            const reasons = errors.map((error) => (error instanceof Error ? error.message : String(error))).join("; ");
            throw new AggregateError(errors, `A listener of ${name} failed: ${reasons}`);
        }
    }
}
