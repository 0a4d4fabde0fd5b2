/**
 * The dashboard's Ranks page (/dashboard/ranks, site.manage): the ranks in order with Move up /
 * Move down, Edit and Delete, a form to create or edit one, and "Recalculate ranks". Every
 * control is a native button or field, so the page works by keyboard; what changed is announced
 * in a status region, and focus stays on the control that was used (or goes to the form).
 */
import { useEffect, useState, type FormEvent } from "react";
import { loadApiClient, t, tf } from "@library/addons/addonApi";
import { adminListClasses as classes, AdminError, AdminField, AdminStatus, ConfirmDeleteButtons, useAdminActions } from "@library/addons/addonPageKit";
import type { IRank, IRankInput } from "./rankTypes";

const EMPTY: IRankInput = { name: "", labelHtml: "", criteria: { posts: 0, reactions: 0, daysJoined: 0, manualOnly: false } };

function criteriaText(rank: IRank): string {
    if (rank.criteria.manualOnly) return t("Given by a moderator only");
    const { posts, reactions, daysJoined } = rank.criteria;
    const parts = [
        posts > 0 ? tf(posts === 1 ? "{count} post" : "{count} posts", { count: posts }) : "",
        reactions > 0 ? tf(reactions === 1 ? "{count} reaction received" : "{count} reactions received", { count: reactions }) : "",
        daysJoined > 0 ? tf(daysJoined === 1 ? "{count} day since joining" : "{count} days since joining", { count: daysJoined }) : "",
    ].filter(Boolean);
    return parts.length ? tf("At least {criteria}", { criteria: parts.join(", ") }) : t("Every member");
}

export default function RanksAdmin({ ranks: initialRanks }: { ranks: IRank[] }) {
    const [ranks, setRanks] = useState(initialRanks);
    // null: no form; 0: a new rank; else the rank being edited.
    const [editing, setEditing] = useState<number | null>(null);
    const [draft, setDraft] = useState<IRankInput>(EMPTY);
    const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
    const { busy, status, setStatus, error, setError, run } = useAdminActions();
    // The element to focus once the change is rendered and the buttons are enabled again.
    const [focusTarget, setFocusTarget] = useState<string | null>(null);
    useEffect(() => {
        if (busy || !focusTarget) return;
        document.getElementById(focusTarget)?.focus();
        setFocusTarget(null);
    }, [busy, focusTarget, ranks, editing]);

    const openForm = (rank: IRank | null) => {
        setEditing(rank?.rankID ?? 0);
        setDraft(rank ? { name: rank.name, labelHtml: rank.labelHtml, criteria: { ...rank.criteria } } : EMPTY);
        setError("");
        setFocusTarget("rank-name");
    };

    const closeForm = (focusID?: number) => {
        setEditing(null);
        setFocusTarget(focusID ? `rank-edit-${focusID}` : "rank-add");
    };

    const save = (event: FormEvent) => {
        event.preventDefault();
        void run(async () => {
            const api = await loadApiClient();
            if (editing) {
                const { data } = await api.patch<IRank>(`ranks/${editing}`, draft);
                setRanks((list) => list.map((rank) => (rank.rankID === data.rankID ? data : rank)));
                setStatus(tf("The rank {name} was saved.", { name: data.name }));
                closeForm(data.rankID);
            } else {
                const { data } = await api.post<IRank>("ranks", draft);
                setRanks((list) => [...list, data]);
                setStatus(tf("The rank {name} was created.", { name: data.name }));
                closeForm(data.rankID);
            }
        });
    };

    const move = (index: number, by: -1 | 1) =>
        void run(async () => {
            const order = ranks.map((rank) => rank.rankID);
            const [moved] = order.splice(index, 1);
            order.splice(index + by, 0, moved!);
            const { data } = await (await loadApiClient()).put<IRank[]>("ranks/order", { rankIDs: order });
            setRanks(data);
            const name = ranks[index]!.name;
            setStatus(tf("{name} moved to position {position} of {count}.", { name, position: index + by + 1, count: data.length }));
            // The same button of the moved rank keeps the focus, unless it is now disabled at an end.
            const target = index + by === 0 || index + by === data.length - 1 ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down";
            setFocusTarget(`rank-${target}-${moved}`);
        });

    const remove = (rank: IRank) =>
        void run(async () => {
            await (await loadApiClient()).delete(`ranks/${rank.rankID}`);
            setRanks((list) => list.filter((candidate) => candidate.rankID !== rank.rankID));
            setConfirmDelete(null);
            setStatus(tf("The rank {name} was deleted.", { name: rank.name }));
            setFocusTarget("rank-add");
        });

    const recalculate = () =>
        void run(async () => {
            const { data } = await (await loadApiClient()).post<{ members: number }>("ranks/recalculate");
            setStatus(tf("Ranks were recalculated for {count} members.", { count: data.members }));
        });

    const setCriterion = (key: "posts" | "reactions" | "daysJoined", value: string) => setDraft((current) => ({ ...current, criteria: { ...current.criteria, [key]: Math.max(0, Math.floor(Number(value) || 0)) } }));

    return (
        <div data-testid="ranks-admin">
            <p className={classes.hint}>{t("A member gets the last rank in this order whose every threshold they meet. Ranks are recalculated after each post or reaction; recalculate after changing them.")}</p>
            <AdminStatus status={status} />
            <AdminError error={error} />
            {ranks.length === 0 ? (
                <p>{t("There are no ranks yet.")}</p>
            ) : (
                <ol className={classes.list} aria-label={t("Ranks, lowest first")}>
                    {ranks.map((rank, index) => (
                        <li key={rank.rankID} className={classes.item}>
                            <span className={classes.itemText}>
                                <span className={classes.name}>{rank.name}</span>
                                {rank.labelHtml && <span className={classes.label} dangerouslySetInnerHTML={{ __html: rank.labelHtml }} />}
                                <span className={classes.detail}>{criteriaText(rank)}</span>
                            </span>
                            <span className={classes.actions}>
                                <button type="button" id={`rank-up-${rank.rankID}`} className={classes.button} disabled={busy || index === 0} onClick={() => move(index, -1)} aria-label={tf("Move {name} up", { name: rank.name })}>
                                    {t("Move up")}
                                </button>
                                <button type="button" id={`rank-down-${rank.rankID}`} className={classes.button} disabled={busy || index === ranks.length - 1} onClick={() => move(index, 1)} aria-label={tf("Move {name} down", { name: rank.name })}>
                                    {t("Move down")}
                                </button>
                                <button type="button" id={`rank-edit-${rank.rankID}`} className={classes.button} disabled={busy} onClick={() => openForm(rank)} aria-label={tf("Edit {name}", { name: rank.name })}>
                                    {t("Edit")}
                                </button>
                                <ConfirmDeleteButtons name={rank.name} confirming={confirmDelete === rank.rankID} busy={busy} onAsk={() => setConfirmDelete(rank.rankID)} onConfirm={() => remove(rank)} onKeep={() => setConfirmDelete(null)} />
                            </span>
                        </li>
                    ))}
                </ol>
            )}
            {editing !== null ? (
                <form className={classes.form} onSubmit={save} aria-labelledby="rank-form-heading">
                    <h2 id="rank-form-heading" className={classes.formHeading}>
                        {editing ? t("Edit rank") : t("New rank")}
                    </h2>
                    <AdminField label={t("Name")}>
                        <input id="rank-name" className={classes.input} name="name" required maxLength={100} value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
                    </AdminField>
                    <AdminField label={t("Label")} hintID="rank-label-hint" hint={t("Shown beside the member's name. Bold and italic (<b>, <i>) are kept; other HTML is removed.")}>
                        <input className={classes.input} name="labelHtml" maxLength={500} value={draft.labelHtml} aria-describedby="rank-label-hint" onChange={(event) => setDraft({ ...draft, labelHtml: event.target.value })} />
                    </AdminField>
                    <label className={classes.row}>
                        <input type="checkbox" name="manualOnly" checked={draft.criteria.manualOnly} onChange={(event) => setDraft({ ...draft, criteria: { ...draft.criteria, manualOnly: event.target.checked } })} />
                        {t("Given by a moderator only")}
                    </label>
                    {!draft.criteria.manualOnly && (
                        <>
                            <AdminField label={t("Posts (discussions and comments), at least")}>
                                <input className={classes.input} type="number" min={0} name="posts" value={draft.criteria.posts} onChange={(event) => setCriterion("posts", event.target.value)} />
                            </AdminField>
                            <AdminField label={t("Reactions received, at least")}>
                                <input className={classes.input} type="number" min={0} name="reactions" value={draft.criteria.reactions} onChange={(event) => setCriterion("reactions", event.target.value)} />
                            </AdminField>
                            <AdminField label={t("Days since joining, at least")}>
                                <input className={classes.input} type="number" min={0} name="daysJoined" value={draft.criteria.daysJoined} onChange={(event) => setCriterion("daysJoined", event.target.value)} />
                            </AdminField>
                        </>
                    )}
                    <div className={classes.row}>
                        <button type="submit" className={classes.primary} disabled={busy}>
                            {t("Save rank")}
                        </button>
                        <button type="button" className={classes.button} onClick={() => closeForm(editing || undefined)}>
                            {t("Cancel")}
                        </button>
                    </div>
                </form>
            ) : (
                <div className={classes.row}>
                    <button id="rank-add" type="button" className={classes.primary} disabled={busy} onClick={() => openForm(null)}>
                        {t("Add rank")}
                    </button>
                    <button type="button" className={classes.button} disabled={busy} onClick={recalculate}>
                        {t("Recalculate ranks")}
                    </button>
                </div>
            )}
        </div>
    );
}
