import { Island } from "@library/components/Island";
import { LayoutEditor, type ILayoutEditorProps } from "@vanilla/layouts/editor/LayoutEditor";
import { layoutEditorIsland } from "@vanilla/layouts/editor/layoutEditorIsland";

export const LAYOUT_EDITOR_TITLE = "Layouts";

/**
 * /appearance/layouts: the editor, server-rendered with its layouts and catalogues, then hydrated.
 * The server's route puts it in the dashboard's frame (inDashboardFrame: the dashboard draws it).
 */
export function LayoutEditorPage(props: ILayoutEditorProps) {
    return <Island of={layoutEditorIsland} component={LayoutEditor} props={props} />;
}
