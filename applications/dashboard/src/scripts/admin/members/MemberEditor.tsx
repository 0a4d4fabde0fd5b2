/**
 * A member's page in the dashboard: roles, title and rank label, e-mail confirmation, a password
 * reset mail, ban or unban with a reason, and deletion keeping or removing their posts. The
 * server decides what this viewer may do (roles above theirs, administrators' accounts); the
 * page greys out only what it knows they cannot, and shows every refusal.
 */
import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { IApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { InputField } from "@library/components/InputField";
import { formClasses } from "@library/components/form.styles";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { adminClasses as classes } from "@dashboard/admin/adminPages.styles";
import type { IAdminMember } from "@dashboard/admin/adminTypes";
import { banMember, deleteMember, getMember, patchMember } from "@dashboard/admin/adminThunks";

export interface IMemberEditorProps {
    member: IAdminMember;
    labelHtml: string;
    roles: Array<{ roleID: number; name: string; assignable: boolean }>;
    canEdit: boolean;
    canDelete: boolean;
    isSelf: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
    const id = useId();
    return (
        <section className={classes.panel} aria-labelledby={id}>
            <h2 id={id} className={classes.sectionTitle}>
                {title}
            </h2>
            {children}
        </section>
    );
}

export function MemberEditor(props: IMemberEditorProps) {
    const dispatch = useAppDispatch();
    const id = useId();
    const [member, setMember] = useState(props.member);
    const [roleIDs, setRoleIDs] = useState(props.member.roles.map((role) => role.roleID));
    const [title, setTitle] = useState(props.member.title);
    const [label, setLabel] = useState(props.labelHtml);
    const [reason, setReason] = useState("");
    const [deleteMethod, setDeleteMethod] = useState<"keep" | "delete">("keep");
    const [message, setMessage] = useState<{ text: string; error: boolean }>({ text: "", error: false });
    const [busy, setBusy] = useState(false);
    const [sure, setSure] = useState(false);

    const act = async (work: () => Promise<unknown>, done: string) => {
        setBusy(true);
        try {
            await work();
            setMember(await dispatch(getMember({ userID: member.userID })));
            setMessage({ text: done, error: false });
        } catch (caught) {
            setMessage({ text: (caught as IApiError).message, error: true });
        } finally {
            setBusy(false);
        }
    };
    const submit = (work: () => Promise<unknown>, done: string) => (event: FormEvent) => {
        event.preventDefault();
        void act(work, done);
    };
    const remove = async () => {
        setBusy(true);
        try {
            await dispatch(deleteMember({ userID: member.userID, deleteMethod }));
            window.location.assign("/dashboard/members");
        } catch (caught) {
            setMessage({ text: (caught as IApiError).message, error: true });
            setBusy(false);
        }
    };
    const editable = props.canEdit && !busy;

    return (
        <div className={classes.section}>
            <p role={message.error ? "alert" : "status"} className={message.error ? classes.error : classes.status}>
                {message.text}
            </p>
            <dl className={classes.facts}>
                <dt>{t("E-mail")}</dt>
                <dd>
                    {member.email ?? t("hidden")} · {member.emailConfirmed ? t("confirmed") : t("unconfirmed")}
                </dd>
                <dt>{t("Status")}</dt>
                <dd>{member.banned ? tf("Banned: {reason}", { reason: member.banReason ?? t("no reason given") }) : t("Active")}</dd>
                <dt>{t("Joined")}</dt>
                <dd>{member.dateInserted.slice(0, 10)}</dd>
            </dl>
            <div className={classes.twoColumns}>
                <Section title={t("Roles")}>
                    <form className={formClasses.form} onSubmit={submit(() => dispatch(patchMember({ userID: member.userID, body: { roleID: roleIDs } })), t("The roles were saved."))}>
                        <fieldset className={classes.fieldset}>
                            <legend>{t("Roles")}</legend>
                            {props.roles.map((role) => (
                                <label key={role.roleID} className={classes.checkboxLabel}>
                                    <input
                                        type="checkbox"
                                        disabled={!role.assignable || props.isSelf || !props.canEdit}
                                        checked={roleIDs.includes(role.roleID)}
                                        onChange={(event) => setRoleIDs((list) => (event.target.checked ? [...list, role.roleID] : list.filter((other) => other !== role.roleID)))}
                                    />
                                    {role.name}
                                </label>
                            ))}
                        </fieldset>
                        {props.isSelf && <p className={classes.muted}>{t("You cannot change your own roles.")}</p>}
                        <Button type="submit" disabled={!editable || props.isSelf || !roleIDs.length}>
                            {t("Save roles")}
                        </Button>
                    </form>
                </Section>
                <Section title={t("Title and rank")}>
                    <form className={formClasses.form} onSubmit={submit(() => dispatch(patchMember({ userID: member.userID, body: { title, labelHtml: label } })), t("The title and rank were saved."))}>
                        {/* Titles and ranks are given by holders of users.edit (the server refuses anyone else): read-only for the others. */}
                        <InputField id={`${id}-title`} label={t("Title")} value={title} maxLength={100} readOnly={!props.canEdit} onChange={(event) => setTitle(event.target.value)} />
                        <InputField
                            id={`${id}-label`}
                            label={t("Rank label (bold, italic)")}
                            value={label}
                            maxLength={500}
                            readOnly={!props.canEdit}
                            onChange={(event) => setLabel(event.target.value)}
                        />
                        <Button type="submit" disabled={!editable}>
                            {t("Save title and rank")}
                        </Button>
                    </form>
                </Section>
                <Section title={t("E-mail and password")}>
                    <div className={classes.toolbar}>
                        {!member.emailConfirmed && (
                            <Button disabled={!editable} onClick={() => void act(() => dispatch(patchMember({ userID: member.userID, body: { emailConfirmed: true } })), t("The e-mail address is confirmed."))}>
                                {t("Confirm e-mail")}
                            </Button>
                        )}
                        <Button disabled={!editable} onClick={() => void act(() => dispatch(patchMember({ userID: member.userID, body: { resetPassword: true } })), t("A password reset link was mailed to the member."))}>
                            {t("Send a password reset e-mail")}
                        </Button>
                    </div>
                </Section>
                <Section title={member.banned ? t("Unban") : t("Ban")}>
                    {member.banned ? (
                        <Button disabled={!editable || props.isSelf} onClick={() => void act(() => dispatch(banMember({ userID: member.userID, banned: false, reason: "" })), t("The member is no longer banned."))}>
                            {t("Unban")}
                        </Button>
                    ) : (
                        <form className={formClasses.form} onSubmit={submit(() => dispatch(banMember({ userID: member.userID, banned: true, reason })), t("The member is banned and signed out."))}>
                            <label htmlFor={`${id}-reason`} className={formClasses.label}>
                                {t("Reason")}
                            </label>
                            <textarea id={`${id}-reason`} className={classes.textarea} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
                            <Button type="submit" disabled={!editable || props.isSelf}>
                                {t("Ban")}
                            </Button>
                        </form>
                    )}
                </Section>
                {props.canDelete && !props.isSelf && (
                    <Section title={t("Delete")}>
                        <fieldset className={classes.fieldset}>
                            <legend>{t("Their posts")}</legend>
                            <label className={classes.checkboxLabel}>
                                <input type="radio" name={`${id}-method`} checked={deleteMethod === "keep"} onChange={() => setDeleteMethod("keep")} />
                                {t('Keep them, shown as by "User Deleted"')}
                            </label>
                            <label className={classes.checkboxLabel}>
                                <input type="radio" name={`${id}-method`} checked={deleteMethod === "delete"} onChange={() => setDeleteMethod("delete")} />
                                {t("Delete them too")}
                            </label>
                        </fieldset>
                        <label className={classes.checkboxLabel}>
                            <input type="checkbox" checked={sure} onChange={(event) => setSure(event.target.checked)} />
                            {t("I understand that this cannot be undone")}
                        </label>
                        <Button disabled={busy || !sure} onClick={() => void remove()}>
                            {tf("Delete {name}", { name: member.name })}
                        </Button>
                    </Section>
                )}
            </div>
        </div>
    );
}
