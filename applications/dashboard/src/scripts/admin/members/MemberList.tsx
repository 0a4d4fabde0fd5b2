/**
 * The member list's table (the page around it holds the search, the filters and the pager, which
 * work without JavaScript): check members, then add or remove a role for all of them; the server
 * answers per member (a long runner) and every refusal is listed by name, where focus goes.
 */
import { useId, useRef, useState } from "react";
import type { IApiError } from "@library/api/apiErrors";
import type { ILongRunnerProgress } from "@library/api/longRunner";
import { Button } from "@library/components/Button";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { adminClasses as classes } from "@dashboard/admin/adminPages.styles";
import type { IAdminMember } from "@dashboard/admin/adminTypes";
import { bulkRoles } from "@dashboard/admin/adminThunks";

export interface IMemberListProps {
    members: IAdminMember[];
    /** The roles this viewer may give or take (the server checks again). */
    roles: Array<{ roleID: number; name: string }>;
    canEditRoles: boolean;
}

function status(member: IAdminMember): string {
    return [member.banned ? t("Banned") : "", member.emailConfirmed ? "" : t("Unconfirmed")].filter(Boolean).join(", ") || t("Active");
}

export function MemberList({ members, roles, canEditRoles }: IMemberListProps) {
    const dispatch = useAppDispatch();
    const id = useId();
    const [selected, setSelected] = useState<number[]>([]);
    const [roleID, setRoleID] = useState(roles[0]?.roleID ?? 0);
    const [progress, setProgress] = useState<ILongRunnerProgress | null>(null);
    const [running, setRunning] = useState(false);
    const [error, setError] = useState("");
    const resultsRef = useRef<HTMLHeadingElement>(null);
    const nameOf = (userID: number) => members.find((member) => member.userID === userID)?.name ?? String(userID);
    const allChecked = members.length > 0 && selected.length === members.length;

    const run = async (add: boolean) => {
        setRunning(true);
        setError("");
        setProgress(null);
        try {
            await dispatch(bulkRoles({ userIDs: selected, addRoleIDs: add ? [roleID] : [], removeRoleIDs: add ? [] : [roleID], onProgress: setProgress }));
        } catch (caught) {
            setError((caught as IApiError).message);
        } finally {
            setRunning(false);
            resultsRef.current?.focus();
        }
    };

    return (
        <div className={classes.section}>
            {canEditRoles && (
                <div className={classes.toolbar} role="group" aria-labelledby={`${id}-bulk`}>
                    <span id={`${id}-bulk`}>{tf("{count} selected", { count: selected.length })}</span>
                    <label htmlFor={`${id}-role`}>{t("Role")}</label>
                    <select id={`${id}-role`} className={classes.select} value={roleID} onChange={(event) => setRoleID(Number(event.target.value))}>
                        {roles.map((role) => (
                            <option key={role.roleID} value={role.roleID}>
                                {role.name}
                            </option>
                        ))}
                    </select>
                    <Button disabled={!selected.length || running} onClick={() => void run(true)}>
                        {t("Add role")}
                    </Button>
                    <Button disabled={!selected.length || running} onClick={() => void run(false)}>
                        {t("Remove role")}
                    </Button>
                </div>
            )}
            {(progress || error) && (
                <section aria-labelledby={`${id}-results`}>
                    <h2 id={`${id}-results`} ref={resultsRef} tabIndex={-1} className={classes.sectionTitle}>
                        {progress ? tf("{done} of {total} members changed", { done: progress.successIDs.length, total: progress.countTotalIDs ?? selected.length }) : t("Nothing changed")}
                    </h2>
                    {error && <p className={classes.error}>{error}</p>}
                    {progress && progress.failedIDs.length > 0 && (
                        <ul>
                            {progress.failedIDs.map((userID) => (
                                <li key={userID}>
                                    {nameOf(userID)}: {progress.exceptionsByID[String(userID)]?.message}
                                </li>
                            ))}
                        </ul>
                    )}
                    <p className={classes.muted}>{t("Reload the page to see the members' roles as they are now.")}</p>
                </section>
            )}
            <div className={classes.tableWrap}>
                <table className={classes.table}>
                    <caption className={classes.muted}>{t("Members")}</caption>
                    <thead>
                        <tr>
                            {canEditRoles && (
                                <th scope="col">
                                    <input type="checkbox" aria-label={t("Select all members on this page")} checked={allChecked} onChange={(event) => setSelected(event.target.checked ? members.map((member) => member.userID) : [])} />
                                </th>
                            )}
                            <th scope="col">{t("Name")}</th>
                            <th scope="col">{t("Roles")}</th>
                            <th scope="col">{t("Status")}</th>
                            <th scope="col">{t("Joined")}</th>
                            <th scope="col">{t("Posts")}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {members.map((member) => (
                            <tr key={member.userID}>
                                {canEditRoles && (
                                    <td>
                                        <input
                                            type="checkbox"
                                            aria-label={tf("Select {name}", { name: member.name })}
                                            checked={selected.includes(member.userID)}
                                            onChange={(event) => setSelected((list) => (event.target.checked ? [...list, member.userID] : list.filter((userID) => userID !== member.userID)))}
                                        />
                                    </td>
                                )}
                                <td>
                                    <a href={`/dashboard/members/${member.userID}`}>{member.name}</a>
                                    {member.email && <div className={classes.muted}>{member.email}</div>}
                                </td>
                                <td>{member.roles.map((role) => role.name).join(", ")}</td>
                                <td>{status(member)}</td>
                                <td>{member.dateInserted.slice(0, 10)}</td>
                                <td>{member.countDiscussions + member.countComments}</td>
                            </tr>
                        ))}
                    </tbody>
                </table>
            </div>
        </div>
    );
}
