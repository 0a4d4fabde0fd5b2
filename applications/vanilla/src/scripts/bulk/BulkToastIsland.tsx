import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import { hasPermission } from "@library/users/permissions";
import { BulkActionsToast } from "@vanilla/bulk/BulkActionsToast";
import { bulkToastIsland } from "@vanilla/bulk/bulkIslands";

/** The bulk toast's place on a list page: only for viewers with discussions.manage somewhere. */
export function BulkToastIsland() {
    const { permissions } = useMeta();
    if (!hasPermission(permissions, "discussions.manage")) return null;
    return <Island of={bulkToastIsland} component={BulkActionsToast} props={{}} />;
}
