/**
 * Creating or editing a category: name, URL code (made from the name until edited), description,
 * parent, allowed post types, icon and banner (uploaded through POST /media, or an address), and
 * its own per-role permissions. Errors are checked before sending (categoryRules.ts, the
 * server's own rules) and the server's are shown beside their fields.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CATEGORY_POST_TYPES, categoryFieldErrors, slugify } from "@library/admin/categoryRules";
import type { IApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { InputField } from "@library/components/InputField";
import { formClasses } from "@library/components/form.styles";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { adminClasses as classes } from "@dashboard/admin/adminPages.styles";
import type { ICategoryWrite } from "@dashboard/admin/adminActions";
import type { IAdminCategory, IAdminRole, IRoleGrant } from "@dashboard/admin/adminTypes";
import { uploadImage } from "@dashboard/admin/adminThunks";
import { CategoryPermissionGrid } from "@dashboard/admin/categories/CategoryPermissionGrid";
import { grantsOfCategory, startingGrants } from "@dashboard/admin/roles/roleGrants";

interface IProps {
    category: IAdminCategory | null;
    categories: IAdminCategory[];
    roles: IAdminRole[];
    onSubmit: (body: ICategoryWrite, grants: IRoleGrant[]) => Promise<void>;
    onCancel: () => void;
}

type Errors = Record<string, string[]>;

function ImageField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (url: string) => void }) {
    const dispatch = useAppDispatch();
    const [status, setStatus] = useState("");
    const upload = async (file: File | undefined) => {
        if (!file) return;
        setStatus(t("Uploading…"));
        try {
            onChange(await dispatch(uploadImage(file)));
            setStatus(t("Uploaded."));
        } catch (error) {
            setStatus((error as IApiError).message);
        }
    };
    return (
        <div className={formClasses.field}>
            <InputField id={id} label={label} value={value} onChange={(event) => onChange(event.target.value)} />
            <label className={classes.checkboxLabel}>
                {t("Upload an image")}
                <input type="file" accept="image/*" onChange={(event) => void upload(event.target.files?.[0])} />
            </label>
            {value && <img src={value} alt="" className={classes.thumb} />}
            <p role="status" className={classes.muted}>
                {status}
            </p>
        </div>
    );
}

export function CategoryForm({ category, categories, roles, onSubmit, onCancel }: IProps) {
    const id = useId();
    const [name, setName] = useState(category?.name ?? "");
    const [urlcode, setUrlcode] = useState(category?.urlcode ?? "");
    const [urlcodeEdited, setUrlcodeEdited] = useState(category !== null);
    const [description, setDescription] = useState(category?.description ?? "");
    const [parentID, setParentID] = useState<number | null>(category?.parentCategoryID ?? null);
    const [types, setTypes] = useState<string[] | null>(category?.allowedDiscussionTypes ?? null);
    const [iconUrl, setIconUrl] = useState(category?.iconUrl ?? "");
    const [bannerUrl, setBannerUrl] = useState(category?.bannerUrl ?? "");
    const ownGrants = category ? grantsOfCategory(roles, category.categoryID) : [];
    const [custom, setCustom] = useState(ownGrants.length > 0);
    const [grants, setGrants] = useState<IRoleGrant[]>(ownGrants.length ? ownGrants : startingGrants(roles));
    const [errors, setErrors] = useState<Errors>({});
    const [formError, setFormError] = useState("");
    const [saving, setSaving] = useState(false);
    const titleRef = useRef<HTMLHeadingElement>(null);
    useEffect(() => titleRef.current?.focus(), []);

    // A category cannot be put inside itself or its own subcategories.
    const below = new Set<number>();
    if (category) {
        below.add(category.categoryID);
        for (const candidate of categories) if (candidate.parentCategoryID !== null && below.has(candidate.parentCategoryID)) below.add(candidate.categoryID);
    }
    const parents = categories.filter((candidate) => !below.has(candidate.categoryID));
    const checkedTypes = types ?? [...CATEGORY_POST_TYPES];

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const body: ICategoryWrite = { name, urlcode, description, parentCategoryID: parentID, allowedDiscussionTypes: types, iconUrl, bannerUrl };
        const found = categoryFieldErrors(body, true);
        if (found.length) {
            setErrors(Object.fromEntries(found.map((error) => [error.field, [error.message]])));
            return;
        }
        setErrors({});
        setFormError("");
        setSaving(true);
        try {
            await onSubmit(body, custom ? grants : []);
        } catch (error) {
            const apiError = error as IApiError;
            const byField = Object.fromEntries(Object.entries(apiError.errors ?? {}).map(([field, list]) => [field, list.map((item) => item.message)]));
            setErrors(byField);
            if (!Object.keys(byField).length) setFormError(apiError.message);
        } finally {
            setSaving(false);
        }
    };

    return (
        <form className={classes.panel} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} noValidate>
            {/* Focus lands on the form's title when it opens: the next Tab is its first field. */}
            <h2 id={`${id}-title`} className={classes.sectionTitle} tabIndex={-1} ref={titleRef}>
                {category ? t("Edit category") : t("New category")}
            </h2>
            {formError && (
                <p role="alert" className={formClasses.formError}>
                    {formError}
                </p>
            )}
            <InputField
                id={`${id}-name`}
                label={t("Name")}
                required
                value={name}
                errors={errors.name}
                onChange={(event) => {
                    setName(event.target.value);
                    if (!urlcodeEdited) setUrlcode(slugify(event.target.value));
                }}
            />
            <InputField
                id={`${id}-urlcode`}
                label={t("URL code")}
                required
                value={urlcode}
                errors={errors.urlcode}
                onChange={(event) => {
                    setUrlcode(event.target.value);
                    setUrlcodeEdited(true);
                }}
            />
            <div className={formClasses.field}>
                <label htmlFor={`${id}-description`} className={formClasses.label}>
                    {t("Description")}
                </label>
                <textarea id={`${id}-description`} className={classes.textarea} value={description} onChange={(event) => setDescription(event.target.value)} />
                {errors.description && <p className={formClasses.fieldError}>{errors.description.join(" ")}</p>}
            </div>
            <div className={formClasses.field}>
                <label htmlFor={`${id}-parent`} className={formClasses.label}>
                    {t("Parent category")}
                </label>
                <select id={`${id}-parent`} className={classes.select} value={parentID ?? ""} onChange={(event) => setParentID(event.target.value ? Number(event.target.value) : null)}>
                    <option value="">{t("None (top level)")}</option>
                    {parents.map((candidate) => (
                        <option key={candidate.categoryID} value={candidate.categoryID}>
                            {"— ".repeat(candidate.depth - 1) + candidate.name}
                        </option>
                    ))}
                </select>
                {errors.parentCategoryID && <p className={formClasses.fieldError}>{errors.parentCategoryID.join(" ")}</p>}
            </div>
            <fieldset className={classes.fieldset}>
                <legend>{t("Allowed post types")}</legend>
                {CATEGORY_POST_TYPES.map((type) => (
                    <label key={type} className={classes.checkboxLabel}>
                        <input
                            type="checkbox"
                            checked={checkedTypes.includes(type)}
                            onChange={(event) => setTypes(event.target.checked ? [...checkedTypes, type] : checkedTypes.filter((other) => other !== type))}
                        />
                        {type}
                    </label>
                ))}
                {errors.allowedDiscussionTypes && <p className={formClasses.fieldError}>{errors.allowedDiscussionTypes.join(" ")}</p>}
            </fieldset>
            <div className={classes.twoColumns}>
                <ImageField id={`${id}-icon`} label={t("Icon image")} value={iconUrl} onChange={setIconUrl} />
                <ImageField id={`${id}-banner`} label={t("Banner image")} value={bannerUrl} onChange={setBannerUrl} />
            </div>
            <fieldset className={classes.fieldset}>
                <legend>{t("Permissions")}</legend>
                <label className={classes.checkboxLabel}>
                    <input type="checkbox" checked={custom} onChange={(event) => setCustom(event.target.checked)} />
                    {t("This category has its own permissions")}
                </label>
                {!custom && <p className={classes.muted}>{t("Without its own permissions a category follows its parent's, or the roles' global permissions.")}</p>}
                {custom && <CategoryPermissionGrid roles={roles} grants={grants} onChange={setGrants} />}
            </fieldset>
            <div className={classes.toolbar}>
                <Button buttonType="primary" type="submit" disabled={saving}>
                    {saving ? t("Saving…") : t("Save")}
                </Button>
                <Button onClick={onCancel}>{t("Cancel")}</Button>
            </div>
        </form>
    );
}
