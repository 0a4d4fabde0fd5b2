/**
 * The discussion page, live (issue 12 item 3): loaded with the live connection once the page is
 * idle (library/src/scripts/live/). The page's comments are server-rendered HTML with islands,
 * so a new or changed comment is taken from the server's own rendering of the page that holds
 * it (`/discussion/comment/{id}`, which the server answers with the viewer's permissions): the
 * markup, the islands' props and the reactions' preloaded state are exactly a reload's.
 *
 * - New comments: inserted at the end when the reader is at the end of the last page, in the
 *   default (oldest first) order; otherwise a polite "N new comments" bar (a live region) that
 *   inserts them and moves focus to the first, or opens the page that holds them.
 * - Edits and deletions (a tombstone): the comment is replaced in place, unless the reader is
 *   working inside it (focus or an open editor); a removed comment disappears.
 * - Reaction counts: the reactions slice takes the new counts (liveReactionCountsAction).
 * - The "{count} comments" heading and the pager's range follow: +1 for each comment added to the
 *   discussion (shown or still behind the bar), −1 for each one removed, counted once per comment.
 *   (A deleted comment keeps its place as a tombstone and stays counted, as on the server.) When
 *   the total passes the end of this page, the pager shows Next, so later comments wait behind
 *   the bar, which opens the page holding them.
 */
import { reactionsPreloadCodec } from "@vanilla/reactions/reactionsPreload";
import { mountIslands } from "@library/boot/mountIslands";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "@library/components/Island";
import type { IPagerProps } from "@library/navigation/Pager";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { COMMENTS_COUNT_ATTRIBUTE, commentsHeadingText } from "@vanilla/discussion/commentsHeading";
import { PRELOAD_ELEMENT_ID } from "@library/boot/pageMeta";
import { t, tf } from "@library/i18n/t";
import type { ILiveEvent, ILivePageContext, ILivePageFeature } from "@library/live/liveTypes";
import { logError } from "@library/utility/logger";
import { liveReactionCountsAction, receiveReactionsAction } from "@vanilla/reactions/reactionActions";
import { liveBarClasses } from "@vanilla/live/liveBar.styles";

/** How far below the viewport the last comment may end and the reader still counts as "at the end". */
const AT_END_SLACK_PX = 120;

/** Marks the element holding a pager the live updates rendered again. */
const PAGER_HOLDER_ATTRIBUTE = "data-live-pager";

const commentElement = (commentID: number) => document.getElementById(`Comment_${commentID}`);

/** The path of a page without its page number, so the last page's URL and the page's own compare. */
function discussionIDOf(pathname: string): number | null {
    const match = /^\/discussion\/(\d+)(?:\/|$)/.exec(pathname);
    return match ? Number(match[1]) : null;
}

interface IFetchedPage {
    doc: Document;
    /** Where the server put the comment (after the redirect), without the hash. */
    url: URL;
}

async function fetchPageOf(commentID: number): Promise<IFetchedPage | null> {
    const response = await fetch(`/discussion/comment/${commentID}`, { credentials: "same-origin", headers: { accept: "text/html" } });
    if (!response.ok) return null;
    const doc = new DOMParser().parseFromString(await response.text(), "text/html");
    return { doc, url: new URL(response.url || window.location.href) };
}

class DiscussionLive implements ILivePageFeature {
    readonly query: Record<string, number>;
    /** New comments not shown yet, in arrival order. */
    private readonly pending: number[] = [];
    private bar: HTMLElement | null = null;
    private busy: Promise<void> = Promise.resolve();
    /** Comments already counted in or out of the heading (an event can come twice: a replay after a reconnect). */
    private readonly countedIn = new Set<number>();
    private readonly countedOut = new Set<number>();

    constructor(
        private readonly context: ILivePageContext,
        discussionID: number,
    ) {
        this.query = { discussionID };
    }

    handle(event: ILiveEvent): void {
        const commentID = Number(event.commentID);
        switch (event.type) {
            case "commentAdded":
                if (commentElement(commentID) || this.pending.includes(commentID)) return;
                this.count(commentID, +1, false);
                this.pending.push(commentID);
                if (this.insertsHere() && this.readerAtEnd()) this.queue(() => this.showPending(false));
                else this.renderBar();
                return;
            case "commentUpdated":
                if (commentElement(commentID)) this.queue(() => this.replace(commentID));
                return;
            case "commentRemoved": {
                const element = commentElement(commentID);
                this.count(commentID, -1, element !== null);
                element?.remove();
                if (this.pending.includes(commentID)) {
                    this.pending.splice(this.pending.indexOf(commentID), 1);
                    this.renderBar();
                }
                return;
            }
            case "reactions":
                this.context.store.dispatch(
                    liveReactionCountsAction({
                        recordType: event.recordType === "discussion" ? "discussion" : "comment",
                        recordID: Number(event.recordID),
                        counts: (event.counts as Array<{ tagID: number; count: number }>) ?? [],
                        score: Number(event.score ?? 0),
                    }),
                );
                return;
        }
    }

    /** One change at a time: two fetches must not insert the same comment twice. */
    private queue(work: () => Promise<void>): void {
        this.busy = this.busy.then(work).catch((error) => logError("A live update of the discussion failed.", error));
    }

    /** New comments go at the end of this page: the last page, oldest first, with comments shown. */
    private insertsHere(): boolean {
        const sort = new URLSearchParams(window.location.search).get("sort");
        return !document.querySelector('a[rel="next"]') && (!sort || sort === "dateInserted") && this.lastComment() !== null;
    }

    private lastComment(): HTMLElement | null {
        const comments = document.querySelectorAll<HTMLElement>('li[id^="Comment_"]');
        return comments[comments.length - 1] ?? null;
    }

    private readerAtEnd(): boolean {
        const last = this.lastComment();
        return last !== null && last.getBoundingClientRect().bottom <= window.innerHeight + AT_END_SLACK_PX;
    }

    /** Inserts the pending comments after the last one; `focusFirst` when the reader asked for them. */
    private async showPending(focusFirst: boolean): Promise<void> {
        let first: HTMLElement | null = null;
        while (this.pending.length > 0) {
            const page = await fetchPageOf(this.pending[0]!);
            if (!page) {
                this.pending.shift();
                continue;
            }
            for (const commentID of [...this.pending]) {
                const fetched = page.doc.getElementById(`Comment_${commentID}`);
                if (!fetched) continue;
                this.pending.splice(this.pending.indexOf(commentID), 1);
                if (commentElement(commentID)) continue;
                const last = this.lastComment();
                if (!last) continue;
                const element = document.importNode(fetched, true) as HTMLElement;
                last.after(element);
                this.adjustPager({ total: 0, onPage: +1 });
                await this.activate(element, page.doc, commentID);
                first ??= element;
            }
            // The first pending comment is on another page (the list grew past this one): the bar opens it.
            if (this.pending.length > 0 && !page.doc.getElementById(`Comment_${this.pending[0]}`)) break;
        }
        this.renderBar();
        if (focusFirst && first) {
            first.tabIndex = -1;
            first.focus();
            // Centred: the title bar may stick over the top of the page.
            first.scrollIntoView({ block: "center" });
        }
    }

    private async replace(commentID: number): Promise<void> {
        const current = commentElement(commentID);
        if (!current) return;
        // The reader is working inside it (editing, replying, a menu open): a reload shows the change.
        if (current.contains(document.activeElement) || current.querySelector("[data-editing]")) return;
        const page = await fetchPageOf(commentID);
        const fetched = page?.doc.getElementById(`Comment_${commentID}`);
        if (!page || !fetched || !current.isConnected) return;
        const element = document.importNode(fetched, true) as HTMLElement;
        current.replaceWith(element);
        await this.activate(element, page.doc, commentID);
    }

    /** The comment's reactions into the store, then its islands (reaction bar, actions). */
    private async activate(element: HTMLElement, doc: Document, commentID: number): Promise<void> {
        try {
            // The page sends its reactions packed (reactionsPreload.ts), as this page's own preload was.
            const preload = JSON.parse(doc.getElementById(PRELOAD_ELEMENT_ID)?.textContent ?? "{}") as { state?: { reactions?: unknown } };
            const reactions = preload.state?.reactions === undefined ? undefined : reactionsPreloadCodec.unpack(preload.state.reactions).byRecord[`comment:${commentID}`];
            if (reactions) this.context.store.dispatch(receiveReactionsAction({ recordType: "comment", recordID: commentID, reactions: reactions.reactions, score: reactions.score }));
        } catch (error) {
            logError("The new comment's reactions could not be read.", error);
        }
        await mountIslands(element, this.context.wrap);
    }

    /** A comment joins (+1) or leaves (−1) the discussion: the heading and the pager's total say so, once per comment. */
    private count(commentID: number, change: 1 | -1, onThisPage: boolean): void {
        const seen = change > 0 ? this.countedIn : this.countedOut;
        if (seen.has(commentID)) return;
        seen.add(commentID);
        const heading = document.querySelector<HTMLElement>(`[${COMMENTS_COUNT_ATTRIBUTE}]`);
        const current = Number(heading?.getAttribute(COMMENTS_COUNT_ATTRIBUTE));
        if (heading && Number.isFinite(current)) {
            const count = Math.max(0, current + change);
            heading.setAttribute(COMMENTS_COUNT_ATTRIBUTE, String(count));
            heading.textContent = commentsHeadingText(count);
        }
        this.adjustPager({ total: change, onPage: onThisPage ? change : 0 });
    }

    /**
     * The pager's range ("31 - 45 of 45") and its Next link: the pager island is rendered again
     * from its props with the new total (and count on this page). The page has a pager only when
     * the discussion has more than one page; one that grows past its first page gets the bar.
     */
    private adjustPager(change: { total: number; onPage: number }): void {
        for (const island of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${pagerIsland.name}"]`)) {
            let props: IPagerProps;
            try {
                props = JSON.parse(island.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "") as IPagerProps;
            } catch {
                continue;
            }
            if (props.total === undefined) continue;
            const total = Math.max(0, props.total + change.total);
            const resultsOnPage = Math.max(0, props.resultsOnPage + change.onPage);
            const next: IPagerProps = { ...props, total, resultsOnPage, hasMorePages: props.page * props.limit < total };
            // A new, empty island rendered from the new props (the old one's React root goes with it),
            // in a holder of its own so that mounting it touches no other island of the page.
            const replacement = document.createElement(island.tagName);
            replacement.setAttribute(ISLAND_ATTRIBUTE, pagerIsland.name);
            replacement.setAttribute(ISLAND_PROPS_ATTRIBUTE, JSON.stringify(next));
            let holder = island.parentElement?.hasAttribute(PAGER_HOLDER_ATTRIBUTE) ? island.parentElement : null;
            if (!holder) {
                holder = document.createElement("div");
                holder.setAttribute(PAGER_HOLDER_ATTRIBUTE, "");
                holder.style.display = "contents";
                island.replaceWith(holder);
            }
            holder.replaceChildren(replacement);
            void mountIslands(holder, this.context.wrap).catch((error) => logError("The pager could not be updated.", error));
        }
    }

    private renderBar(): void {
        const count = this.pending.length;
        if (!this.bar) {
            // The live region exists before its text changes, so screen readers announce the change.
            this.bar = document.createElement("div");
            this.bar.setAttribute("role", "status");
            this.bar.className = liveBarClasses.region;
            document.body.append(this.bar);
        }
        this.bar.replaceChildren();
        if (count === 0) return;
        const button = document.createElement("button");
        button.type = "button";
        button.className = liveBarClasses.button;
        button.dataset.liveNewComments = String(count);
        button.textContent = count === 1 ? t("1 new comment") : tf("{count} new comments", { count });
        button.addEventListener("click", () => {
            if (this.insertsHere()) this.queue(() => this.showPending(true));
            else window.location.assign(`/discussion/comment/${this.pending[0]}`);
        });
        this.bar.append(button);
    }
}

export function startLivePage(context: ILivePageContext): ILivePageFeature | null {
    const discussionID = discussionIDOf(window.location.pathname);
    return discussionID === null ? null : new DiscussionLive(context, discussionID);
}
