/**
 * The reactions slice as a page sends it (issue 18: "the preloaded state normalised, reaction
 * types once, not per record"). In the store every record holds its full list of reactions,
 * each with the type's urlcode, name and class: about 950 bytes a comment, the same types
 * repeated under every one of them. In the page each type is written once, and a record is
 *     [score, counts, reacted, order]
 * counts in the order of its types, reacted the indexes of the types the viewer chose, order
 * its types' indexes when they are not the page's list in its order; trailing defaults are
 * left out, so a record nobody reacted to is `[0]`.
 */
import type { IPreloadCodec } from "@library/boot/pageDefinition";
import type { IReactionsState } from "@vanilla/reactions/reactionsSlice";
import type { IReaction } from "@vanilla/reactions/reactionTypes";

type ReactionType = Omit<IReaction, "count" | "hasReacted">;
type PackedRecord = [score: number, counts?: number[], reacted?: number[], order?: number[]];

export interface IPackedReactions {
    types: ReactionType[];
    records: Record<string, PackedRecord>;
}

/**
 * The record without its trailing defaults: no counts, no reaction of the viewer's, the page's
 * order (absent). An order that is there is kept even when empty: a record with no reaction
 * types at all (a comment just posted) is not one with every type at zero.
 */
function trimmed(record: PackedRecord): PackedRecord {
    const parts: Array<number | number[] | undefined> = [...record];
    if (parts[3] === undefined) {
        parts.length = 3;
        while (parts.length > 1 && (parts[parts.length - 1] as number[]).length === 0) parts.pop();
    }
    return parts as PackedRecord;
}

function pack(state: IReactionsState): IPackedReactions {
    const types: ReactionType[] = [];
    const indexOf = new Map<number, number>();
    for (const record of Object.values(state.byRecord)) {
        for (const { count: _count, hasReacted: _hasReacted, ...type } of record.reactions) {
            if (!indexOf.has(type.tagID)) {
                indexOf.set(type.tagID, types.length);
                types.push(type);
            }
        }
    }
    const records: Record<string, PackedRecord> = {};
    for (const [key, record] of Object.entries(state.byRecord)) {
        const order = record.reactions.map((reaction) => indexOf.get(reaction.tagID)!);
        const inPageOrder = order.length === types.length && order.every((index, position) => index === position);
        const counts = record.reactions.map((reaction) => reaction.count);
        while (counts.length > 0 && counts[counts.length - 1] === 0) counts.pop();
        const reacted = record.reactions.flatMap((reaction, position) => (reaction.hasReacted ? [order[position]!] : []));
        records[key] = trimmed([record.score, counts, reacted, inPageOrder ? undefined : order]);
    }
    return { types, records };
}

function unpack(packed: IPackedReactions): IReactionsState {
    const byRecord: IReactionsState["byRecord"] = {};
    for (const [key, [score, counts = [], reacted = [], order]] of Object.entries(packed.records)) {
        const indexes = order ?? packed.types.map((_type, index) => index);
        byRecord[key] = {
            reactions: indexes.map((typeIndex, position) => ({ ...packed.types[typeIndex]!, count: counts[position] ?? 0, hasReacted: reacted.includes(typeIndex) })),
            score,
            pending: false,
        };
    }
    return { byRecord, logs: {} };
}

export const reactionsPreloadCodec: IPreloadCodec<IReactionsState> = { pack, unpack: (sent) => unpack(sent as IPackedReactions) };
