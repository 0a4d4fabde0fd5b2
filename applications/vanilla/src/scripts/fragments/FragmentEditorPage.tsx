import { Island } from "@library/components/Island";
import { FragmentEditor, type IFragmentEditorProps } from "@vanilla/fragments/FragmentEditor";
import { fragmentEditorIsland } from "@vanilla/fragments/fragmentEditorIsland";

export const FRAGMENT_EDITOR_TITLE = "Fragments";

/**
 * /appearance/fragments: the editor, server-rendered with the fragments, then hydrated. The
 * server's route puts it in the dashboard's frame (inDashboardFrame: the dashboard draws it).
 */
export function FragmentEditorPage(props: IFragmentEditorProps) {
    return <Island of={fragmentEditorIsland} component={FragmentEditor} props={props} />;
}
