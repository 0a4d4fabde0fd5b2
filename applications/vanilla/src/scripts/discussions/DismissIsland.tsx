import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import { DismissToggle, type IDismissToggleProps } from "@vanilla/discussions/DismissToggle";
import { dismissToggleIsland } from "@vanilla/discussions/discussionListIslands";

/** The dismiss toggle of an announcement row: signed-in viewers only (a dismissal is per user). */
export function DismissIsland(props: IDismissToggleProps) {
    const { currentUser } = useMeta();
    if (currentUser.userID === 0) return null;
    return <Island of={dismissToggleIsland} component={DismissToggle} props={props} />;
}
