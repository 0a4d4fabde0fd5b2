/**
 * The core layout widgets' components by `$reactComponent` name (the server's coreWidgets.ts
 * names them). None needs interaction: on a layout page they are server-rendered HTML and the
 * browser downloads none of their code; the layout editor's preview renders the same ones.
 */
import type { WidgetComponents } from "@library/layouts/LayoutRenderer";
import type { AnyComponent } from "@library/registry/componentRegistry";
import { CategoriesWidget } from "@vanilla/layouts/widgets/CategoriesWidget";
import { DiscussionsWidget } from "@vanilla/layouts/widgets/DiscussionsWidget";
import { HomeBanner } from "@vanilla/layouts/widgets/HomeBanner";
import { HtmlWidget } from "@vanilla/layouts/widgets/HtmlWidget";
import { LeaderboardWidget } from "@vanilla/layouts/widgets/LeaderboardWidget";
import { QuickLinksWidget } from "@vanilla/layouts/widgets/QuickLinksWidget";
import { PAGE_WIDGET_PLACEHOLDERS } from "@vanilla/layouts/pageWidgets/PageWidgetPlaceholder";

export const CORE_WIDGET_COMPONENTS: WidgetComponents = {
    HomeBanner: HomeBanner as AnyComponent,
    DiscussionsWidget: DiscussionsWidget as AnyComponent,
    CategoriesWidget: CategoriesWidget as AnyComponent,
    HtmlWidget: HtmlWidget as AnyComponent,
    LeaderboardWidget: LeaderboardWidget as AnyComponent,
    QuickLinksWidget: QuickLinksWidget as AnyComponent,
    // The page widgets' stand-ins (editor preview); a page drawn from a layout passes the real one.
    ...(PAGE_WIDGET_PLACEHOLDERS as Record<string, AnyComponent>),
};
