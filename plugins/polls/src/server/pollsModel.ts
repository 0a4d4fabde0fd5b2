/**
 * The polls' tables and rules. A poll belongs to one discussion (unique discussionID); a
 * member's ballot is one row per poll (key pollID + userID) and their votes one row per chosen
 * option. For a one-choice poll the votes' key is (pollID, userID, slot 0), so the database
 * itself holds at most one vote per member; for a several-choice poll the slot is the option.
 * Voting upserts the ballot first: that row lock makes one member's concurrent votes take turns
 * (PostgreSQL), and the keys make a repeated vote a no-op, so ten identical votes leave one.
 */
import { HttpError, type AddonDatabase, type Generated } from "@server/addons/serverAddonApi";
import { MAX_POLL_OPTIONS, MAX_POLL_TEXT_LENGTH, MIN_POLL_OPTIONS, type IPoll, type IPollInput } from "../scripts/pollTypes";

export interface IPollsTables {
    polls_polls: {
        pollID: Generated<number>;
        discussionID: number;
        name: string;
        multiple: number;
        dateClosed: string | null;
        insertUserID: number;
        dateInserted: string;
    };
    polls_options: {
        pollOptionID: Generated<number>;
        pollID: number;
        sort: number;
        body: string;
    };
    polls_ballots: {
        pollID: number;
        userID: number;
        dateInserted: string;
        dateUpdated: string;
    };
    polls_votes: {
        pollID: number;
        userID: number;
        /** 0 on a one-choice poll (one vote per member by key), the option's ID on a several-choice one. */
        slot: number;
        pollOptionID: number;
    };
}

export type PollsDatabase = AddonDatabase<IPollsTables>;

export interface IParsedPoll {
    name: string;
    options: string[];
    multiple: boolean;
    dateClosed: string | null;
}

interface IFieldProblem {
    field: string;
    message: string;
    code: string;
    status: number;
}

const clean = (text: unknown) => (typeof text === "string" ? text.trim().replace(/\s+/g, " ") : "");

/**
 * Checks what the create-post form sends as `attributes.poll`; every problem at once, each
 * naming its field ("poll.question", "poll.options", "poll.options.3", "poll.dateClosed").
 */
export function parsePollInput(value: unknown, now: Date): IParsedPoll {
    const problems: IFieldProblem[] = [];
    const problem = (field: string, message: string, code: string) => problems.push({ field: `poll.${field}`, message, code, status: 400 });
    const input = (value && typeof value === "object" ? value : {}) as Partial<Record<keyof IPollInput, unknown>>;

    const name = clean(input.question);
    if (!name) problem("question", "Write the poll's question.", "missing");
    else if (name.length > MAX_POLL_TEXT_LENGTH) problem("question", `The question can have at most ${MAX_POLL_TEXT_LENGTH} characters.`, "maxLength");

    const options = Array.isArray(input.options) ? input.options.map(clean) : [];
    options.forEach((option, index) => {
        const field = `options.${index + 1}`;
        if (!option) problem(field, `Fill in option ${index + 1} or remove it.`, "missing");
        else if (option.length > MAX_POLL_TEXT_LENGTH) problem(field, `Option ${index + 1} can have at most ${MAX_POLL_TEXT_LENGTH} characters.`, "maxLength");
        else {
            const first = options.findIndex((other) => other.toLowerCase() === option.toLowerCase());
            if (first < index) problem(field, `Option ${index + 1} repeats option ${first + 1}.`, "duplicate");
        }
    });
    if (options.length < MIN_POLL_OPTIONS) problem("options", `A poll needs at least ${MIN_POLL_OPTIONS} options.`, "minItems");
    if (options.length > MAX_POLL_OPTIONS) problem("options", `A poll can have at most ${MAX_POLL_OPTIONS} options.`, "maxItems");

    let dateClosed: string | null = null;
    if (input.dateClosed !== undefined && input.dateClosed !== null && input.dateClosed !== "") {
        const date = typeof input.dateClosed === "string" ? new Date(input.dateClosed) : new Date(NaN);
        if (Number.isNaN(date.getTime())) problem("dateClosed", "Enter the closing date as a date and time.", "format");
        else if (date.getTime() <= now.getTime()) problem("dateClosed", "The closing date must be in the future.", "minimum");
        else dateClosed = date.toISOString();
    }

    if (problems.length) throw new HttpError(400, problems[0]!.message, problems);
    return { name, options, multiple: input.multiple === true, dateClosed };
}

/** Writes a poll and its options for a new discussion (inside the discussion's transaction). */
export async function insertPoll(db: PollsDatabase, poll: IParsedPoll, discussionID: number, userID: number, now: string): Promise<number> {
    const { pollID } = await db
        .insertInto("polls_polls")
        .values({ discussionID, name: poll.name, multiple: poll.multiple ? 1 : 0, dateClosed: poll.dateClosed, insertUserID: userID, dateInserted: now })
        .returning("pollID")
        .executeTakeFirstOrThrow();
    await db
        .insertInto("polls_options")
        .values(poll.options.map((body, sort) => ({ pollID, sort, body })))
        .execute();
    return pollID;
}

export type PollRow = Omit<IPollsTables["polls_polls"], "pollID"> & { pollID: number };

export const isClosed = (poll: { dateClosed: string | null }, now: Date) => poll.dateClosed !== null && new Date(poll.dateClosed).getTime() <= now.getTime();

/** What the viewer is allowed, decided by the caller (permissions, configuration). */
export interface IPollViewer {
    userID: number;
    canVote: boolean;
    /** Sees results without voting (polls.moderate). */
    moderates: boolean;
    /** A guest sees results (polls.guestResults). */
    guestResults: boolean;
}

/** The API's view of some polls for one viewer, by discussionID; three queries whatever their number. */
export async function pollViews(db: PollsDatabase, polls: PollRow[], viewer: IPollViewer, now: Date): Promise<Map<number, IPoll>> {
    const views = new Map<number, IPoll>();
    if (polls.length === 0) return views;
    const pollIDs = polls.map((poll) => poll.pollID);
    const options = await db.selectFrom("polls_options").select(["pollOptionID", "pollID", "body"]).where("pollID", "in", pollIDs).orderBy("pollID").orderBy("sort").execute();
    const counts = await db
        .selectFrom("polls_votes")
        .select(["pollOptionID", (eb) => eb.fn.countAll<string | number>().as("count")])
        .where("pollID", "in", pollIDs)
        .groupBy("pollOptionID")
        .execute();
    const voters = await db
        .selectFrom("polls_ballots")
        .select(["pollID", (eb) => eb.fn.countAll<string | number>().as("count")])
        .where("pollID", "in", pollIDs)
        .groupBy("pollID")
        .execute();
    const mine = viewer.userID
        ? await db.selectFrom("polls_votes").select(["pollID", "pollOptionID"]).where("pollID", "in", pollIDs).where("userID", "=", viewer.userID).execute()
        : [];
    for (const poll of polls) {
        const closed = isClosed(poll, now);
        const myVotes = mine.filter((vote) => vote.pollID === poll.pollID).map((vote) => vote.pollOptionID);
        const canVote = viewer.canVote && !closed;
        // Results: after voting, to moderators, once closed (or to one who may not vote), to guests when configured.
        const showResults = viewer.userID ? myVotes.length > 0 || viewer.moderates || !canVote : viewer.guestResults;
        views.set(poll.discussionID, {
            pollID: poll.pollID,
            discussionID: poll.discussionID,
            name: poll.name,
            multiple: poll.multiple === 1,
            dateClosed: poll.dateClosed,
            closed,
            options: options
                .filter((option) => option.pollID === poll.pollID)
                .map((option) => ({
                    pollOptionID: option.pollOptionID,
                    body: option.body,
                    countVotes: showResults ? Number(counts.find((count) => count.pollOptionID === option.pollOptionID)?.count ?? 0) : null,
                })),
            countVoters: showResults ? Number(voters.find((row) => row.pollID === poll.pollID)?.count ?? 0) : null,
            myVotes,
            canVote,
            showResults,
        });
    }
    return views;
}

/**
 * Replaces the member's votes on a poll with `optionIDs` (checked by the caller: the poll's own,
 * one on a one-choice poll), in one transaction that starts by upserting the ballot.
 */
export async function castVotes(db: PollsDatabase, poll: PollRow, userID: number, optionIDs: number[], now: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
        await trx
            .insertInto("polls_ballots")
            .values({ pollID: poll.pollID, userID, dateInserted: now, dateUpdated: now })
            .onConflict((conflict) => conflict.columns(["pollID", "userID"]).doUpdateSet({ dateUpdated: now }))
            .execute();
        await trx.deleteFrom("polls_votes").where("pollID", "=", poll.pollID).where("userID", "=", userID).where("pollOptionID", "not in", optionIDs).execute();
        await trx
            .insertInto("polls_votes")
            .values(optionIDs.map((pollOptionID) => ({ pollID: poll.pollID, userID, slot: poll.multiple === 1 ? pollOptionID : 0, pollOptionID })))
            .onConflict((conflict) => conflict.columns(["pollID", "userID", "slot"]).doUpdateSet((eb) => ({ pollOptionID: eb.ref("excluded.pollOptionID") })))
            .execute();
    });
}

/** Withdraws the member's votes (their ballot goes too: they count as not having voted). */
export async function withdrawVotes(db: PollsDatabase, pollID: number, userID: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("polls_ballots").where("pollID", "=", pollID).where("userID", "=", userID).execute();
        await trx.deleteFrom("polls_votes").where("pollID", "=", pollID).where("userID", "=", userID).execute();
    });
}
