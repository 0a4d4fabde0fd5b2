import { useState } from "react";
import { t } from "@library/i18n/t";
import type { IApiError } from "@library/api/apiErrors";
import { patchAddon } from "@dashboard/admin/adminApi";
import { adminFormClasses as formClasses } from "@dashboard/admin/adminForm.styles";
import { adminPageClasses as classes } from "@dashboard/admin/adminPage.styles";
import type { IAdminAddon } from "@dashboard/admin/addons/addonTypes";

export interface IAddonsManagerProps {
    addons: IAdminAddon[];
}

function AddonRow({ addon }: { addon: IAdminAddon }) {
    const [enabled, setEnabled] = useState(addon.enabled);
    const [busy, setBusy] = useState(false);
    const [status, setStatus] = useState("");
    const id = `addon-${addon.key}`;
    async function toggle() {
        if (busy) return; // one request at a time: a press while busy does nothing
        setBusy(true);
        try {
            await patchAddon(addon.key, !enabled);
            setEnabled(!enabled);
            setStatus(!enabled ? t("Enabled. Pages use it from now on.") : t("Disabled. Pages no longer use it."));
        } catch (error) {
            setStatus((error as IApiError).message);
        } finally {
            setBusy(false);
        }
    }
    return (
        <li aria-labelledby={`${id}-name`}>
            {/* The name alone names the switch and the item; the version describes the switch (it ran onto the name: "Badges1.0.0"). */}
            <h2 className={classes.sectionTitle}>
                <span id={`${id}-name`}>{addon.name}</span>
                {addon.version && (
                    <>
                        {" "}
                        <span id={`${id}-version`} className={classes.muted}>
                            {addon.version}
                        </span>
                    </>
                )}
            </h2>
            {addon.description && <p>{addon.description}</p>}
            <p className={classes.muted}>
                {addon.features.length === 0
                    ? t("Feature flags: none.")
                    : `${t("Feature flags:")} ${addon.features.map((feature) => `${feature.name} (${feature.enabled ? t("on") : t("off")})`).join(", ")}`}
            </p>
            <div className={formClasses.row}>
                {/*
                 * A switch: its name says what it turns on, its state is aria-checked. While its request runs it is
                 * busy (aria-busy, aria-disabled, presses ignored) but not disabled: a browser takes focus away from
                 * a focused element that becomes disabled, and a keyboard user would lose their place.
                 */}
                <button
                    type="button"
                    role="switch"
                    aria-checked={enabled}
                    aria-labelledby={`${id}-name`}
                    aria-describedby={addon.version ? `${id}-version` : undefined}
                    aria-busy={busy || undefined}
                    aria-disabled={busy || undefined}
                    className={formClasses.switch}
                    onClick={() => void toggle()}
                >
                    {enabled ? t("Enabled") : t("Disabled")}
                </button>
                <span role="status" className={formClasses.status}>
                    {status}
                </span>
            </div>
        </li>
    );
}

/** /dashboard/addons (issue 14 item 9): each add-on with its description, its feature flags and an on/off switch. */
export function AddonsManager({ addons }: IAddonsManagerProps) {
    if (addons.length === 0) return <p>{t("No add-ons are installed.")}</p>;
    return (
        <ul className={classes.list}>
            {addons.map((addon) => (
                <AddonRow key={addon.key} addon={addon} />
            ))}
        </ul>
    );
}
