/** /post/discussion with customLayout.createPost: the createPost layout around the post form. */
import type { AnyComponent } from "@library/registry/componentRegistry";
import { layoutAppPage } from "@vanilla/layouts/layoutAppPage";
import { CreatePostPageWidget } from "@vanilla/layouts/pageWidgets/CreatePostPageWidget";
import { PAGE_WIDGET_COMPONENTS } from "@vanilla/layouts/pageWidgetNames";

export default layoutAppPage("createPost", { [PAGE_WIDGET_COMPONENTS.createPost]: CreatePostPageWidget as AnyComponent });
