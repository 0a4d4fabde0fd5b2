/**
 * The dashboard's Badges page (/dashboard/badges): award or revoke a badge by hand with a reason
 * (badges.award), and for site managers create badges and delete the hand-given ones. Native
 * fields and buttons only (keyboard operable); results are announced in a status region.
 */
import { useState, type FormEvent } from "react";
import { loadApiClient, t, tf } from "@library/addons/addonApi";
import { adminListClasses as classes, AdminError, AdminField, AdminStatus, ConfirmDeleteButtons, useAdminActions } from "@library/addons/addonPageKit";
import { badgesClasses, medalLetter } from "./badges.styles";
import type { IBadge } from "./badgeTypes";

export default function BadgesAdmin({ badges: initial, canManage }: { badges: IBadge[]; canManage: boolean }) {
    const [badges, setBadges] = useState(initial);
    const { busy, status, setStatus, error, run } = useAdminActions();
    const [award, setAward] = useState({ badgeID: initial[0]?.badgeID ?? 0, name: "", reason: "" });
    const [draft, setDraft] = useState({ name: "", description: "" });
    const [confirmDelete, setConfirmDelete] = useState<number | null>(null);

    const refresh = async () => setBadges((await (await loadApiClient()).get<IBadge[]>("badges")).data);

    const submitAward = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const revoke = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "revoke";
        const badge = badges.find((candidate) => candidate.badgeID === award.badgeID);
        void run(async () => {
            const api = await loadApiClient();
            const body = { name: award.name, reason: award.reason };
            if (revoke) {
                await api.post(`badges/${award.badgeID}/revoke`, body);
                setStatus(tf("{badge} was revoked from {name}.", { badge: badge?.name ?? "", name: award.name }));
            } else {
                const { data } = await api.post<{ awarded: boolean }>(`badges/${award.badgeID}/users`, body);
                setStatus(data.awarded ? tf("{badge} was awarded to {name}.", { badge: badge?.name ?? "", name: award.name }) : tf("{name} already holds {badge}.", { badge: badge?.name ?? "", name: award.name }));
            }
            await refresh();
        });
    };

    const create = (event: FormEvent) => {
        event.preventDefault();
        void run(async () => {
            const { data } = await (await loadApiClient()).post<IBadge>("badges", draft);
            setDraft({ name: "", description: "" });
            setStatus(tf("The badge {name} was created.", { name: data.name }));
            await refresh();
        });
    };

    const remove = (badge: IBadge) =>
        void run(async () => {
            await (await loadApiClient()).delete(`badges/${badge.badgeID}`);
            setStatus(tf("The badge {name} was deleted.", { name: badge.name }));
            await refresh();
        });

    return (
        <div data-testid="badges-admin">
            <AdminStatus status={status} />
            <AdminError error={error} />
            <form className={classes.form} onSubmit={submitAward} aria-labelledby="badge-award-heading">
                <h2 id="badge-award-heading" className={classes.formHeading}>
                    {t("Award or revoke")}
                </h2>
                <AdminField label={t("Badge")}>
                    <select className={classes.input} value={award.badgeID} onChange={(event) => setAward({ ...award, badgeID: Number(event.target.value) })}>
                        {badges.map((badge) => (
                            <option key={badge.badgeID} value={badge.badgeID}>
                                {badge.name}
                            </option>
                        ))}
                    </select>
                </AdminField>
                <AdminField label={t("Member's name")}>
                    <input className={classes.input} required maxLength={100} value={award.name} onChange={(event) => setAward({ ...award, name: event.target.value })} />
                </AdminField>
                <AdminField label={t("Reason")}>
                    <input className={classes.input} required maxLength={500} value={award.reason} onChange={(event) => setAward({ ...award, reason: event.target.value })} />
                </AdminField>
                <div className={classes.row}>
                    <button type="submit" name="action" value="award" className={classes.primary} disabled={busy}>
                        {t("Award")}
                    </button>
                    <button type="submit" name="action" value="revoke" className={classes.danger} disabled={busy}>
                        {t("Revoke")}
                    </button>
                </div>
            </form>
            <ul className={classes.list} aria-label={t("Badges")}>
                {badges.map((badge) => (
                    <li key={badge.badgeID} className={classes.item}>
                        <span className={badgesClasses.medal} aria-hidden="true">
                            {medalLetter(badge.name)}
                        </span>
                        <span style={{ flex: "1 1 200px" }}>
                            <span className={badgesClasses.name}>{badge.name}</span>
                            <span className={badgesClasses.muted}>
                                {badge.rule ? tf("By rule: {rule}", { rule: badge.rule }) : t("Given by hand")} · {tf(badge.countUsers === 1 ? "{count} holder" : "{count} holders", { count: badge.countUsers })}
                            </span>
                        </span>
                        {canManage && !badge.rule && (
                            <span className={classes.row}>
                                <ConfirmDeleteButtons
                                    name={badge.name}
                                    confirming={confirmDelete === badge.badgeID}
                                    busy={busy}
                                    onAsk={() => setConfirmDelete(badge.badgeID)}
                                    onConfirm={() => remove(badge)}
                                    onKeep={() => setConfirmDelete(null)}
                                    confirmLabel={tf("Delete {name} and take it from its holders", { name: badge.name })}
                                />
                            </span>
                        )}
                    </li>
                ))}
            </ul>
            {canManage && (
                <form className={classes.form} onSubmit={create} aria-labelledby="badge-new-heading">
                    <h2 id="badge-new-heading" className={classes.formHeading}>
                        {t("New badge")}
                    </h2>
                    <AdminField label={t("Name")}>
                        <input className={classes.input} required maxLength={100} value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
                    </AdminField>
                    <AdminField label={t("Description")}>
                        <input className={classes.input} maxLength={500} value={draft.description} onChange={(event) => setDraft({ ...draft, description: event.target.value })} />
                    </AdminField>
                    <div className={classes.row}>
                        <button type="submit" className={classes.primary} disabled={busy}>
                            {t("Create badge")}
                        </button>
                    </div>
                </form>
            )}
        </div>
    );
}
