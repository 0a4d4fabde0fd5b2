/**
 * The dashboard's Subcommunities page (/dashboard/subcommunities, site.manage): the sections with
 * their address, category and language, a Delete button each (asked twice), and a form to add
 * one. Native buttons and fields only, so the page works by keyboard; what changed is announced in
 * a status region and the server's message for a field shows beside the form.
 */
import { useState, type FormEvent } from "react";
import { loadApiClient, t, tf, useMeta } from "@library/addons/addonApi";
import { adminListClasses as classes, AdminError, AdminField, AdminStatus, useAdminActions } from "@library/addons/addonPageKit";
import type { ISubcommunity } from "./subcommunityTypes";

interface IProps {
    subcommunities: ISubcommunity[];
    categories: Array<{ categoryID: number; name: string }>;
}

export default function SubcommunitiesAdmin({ subcommunities: initial, categories }: IProps) {
    const { locales } = useMeta();
    const [sections, setSections] = useState(initial);
    const [draft, setDraft] = useState({ name: "", folder: "", categoryID: categories[0]?.categoryID ?? 0, locale: "" });
    const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
    const { busy, status, setStatus, error, run } = useAdminActions();
    const categoryName = (categoryID: number) => categories.find((category) => category.categoryID === categoryID)?.name ?? `#${categoryID}`;

    const add = (event: FormEvent) => {
        event.preventDefault();
        void run(async () => {
            const { data } = await (await loadApiClient()).post<ISubcommunity>("subcommunities", { ...draft, locale: draft.locale || null });
            setSections((list) => [...list, data]);
            setDraft((value) => ({ ...value, name: "", folder: "" }));
            setStatus(tf("The subcommunity {name} was added.", { name: data.name }));
        });
    };

    const remove = (section: ISubcommunity) => {
        if (confirmDelete !== section.subcommunityID) {
            setConfirmDelete(section.subcommunityID);
            return;
        }
        void run(async () => {
            await (await loadApiClient()).delete(`subcommunities/${section.subcommunityID}`);
            setSections((list) => list.filter((item) => item.subcommunityID !== section.subcommunityID));
            setConfirmDelete(null);
            setStatus(tf("The subcommunity {name} was deleted.", { name: section.name }));
        });
    };

    return (
        <div>
            <AdminStatus status={status} />
            {sections.length === 0 ? (
                <p>{t("There are no subcommunities yet: the whole forum is one section.")}</p>
            ) : (
                <ul className={classes.list}>
                    {sections.map((section) => (
                        <li key={section.subcommunityID} className={classes.item}>
                            <span className={classes.itemText}>
                                <a className={classes.name} href={section.url}>
                                    {section.name}
                                </a>
                                <span className={classes.detail}>
                                    {tf("Address {url} · category {category} · {language}", {
                                        url: section.url,
                                        category: categoryName(section.categoryID),
                                        language: section.locale ? (locales?.[section.locale] ?? section.locale) : t("each visitor's language"),
                                    })}
                                </span>
                            </span>
                            <button type="button" className={classes.danger} disabled={busy} onClick={() => remove(section)}>
                                {confirmDelete === section.subcommunityID ? tf("Delete {name} for good", { name: section.name }) : tf("Delete {name}", { name: section.name })}
                            </button>
                        </li>
                    ))}
                </ul>
            )}
            <form className={classes.form} onSubmit={add}>
                <h2 className={classes.formHeading}>{t("Add a subcommunity")}</h2>
                <AdminField label={t("Name")}>
                    <input className={classes.input} required maxLength={100} value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
                </AdminField>
                <AdminField label={t("Folder")} hintID="subcommunity-folder-hint" hint={t("Lower-case letters, digits and dashes: the section's address is /folder.")}>
                    <input
                        className={classes.input}
                        required
                        pattern="[a-z0-9][a-z0-9\-]{0,49}"
                        aria-describedby="subcommunity-folder-hint"
                        value={draft.folder}
                        onChange={(event) => setDraft({ ...draft, folder: event.target.value.toLowerCase() })}
                    />
                </AdminField>
                <AdminField label={t("Category")}>
                    <select className={classes.input} value={draft.categoryID} onChange={(event) => setDraft({ ...draft, categoryID: Number(event.target.value) })}>
                        {categories.map((category) => (
                            <option key={category.categoryID} value={category.categoryID}>
                                {category.name}
                            </option>
                        ))}
                    </select>
                </AdminField>
                <AdminField label={t("Language")}>
                    <select className={classes.input} value={draft.locale} onChange={(event) => setDraft({ ...draft, locale: event.target.value })}>
                        <option value="">{t("Each visitor's own")}</option>
                        {Object.entries(locales ?? {}).map(([localeID, name]) => (
                            <option key={localeID} value={localeID}>
                                {name}
                            </option>
                        ))}
                    </select>
                </AdminField>
                <AdminError error={error} />
                <div>
                    <button type="submit" className={classes.primary} disabled={busy}>
                        {t("Add")}
                    </button>
                </div>
            </form>
        </div>
    );
}
