import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { AdminLayout } from "@dashboard/admin/AdminLayout";
import { AddonsManager, type IAddonsManagerProps } from "@dashboard/admin/addons/AddonsManager";
import { LocalesManager, type ILocalesManagerProps } from "@dashboard/admin/addons/LocalesManager";
import { addonsManagerIsland, localesManagerIsland } from "@dashboard/admin/addons/addonsIslands";

/** /dashboard/addons. */
export function AddonsPage(props: IAddonsManagerProps) {
    return (
        <AdminLayout section="addons" title={t("Add-ons")}>
            <Island of={addonsManagerIsland} component={AddonsManager} props={props} />
        </AdminLayout>
    );
}

/** /dashboard/locales. */
export function LocalesPage(props: ILocalesManagerProps) {
    return (
        <AdminLayout section="locales" title={t("Locales")}>
            <Island of={localesManagerIsland} component={LocalesManager} props={props} />
        </AdminLayout>
    );
}
