/** The translate control's island (content §2): rendered only for site managers on a site with more than one locale. */
import { defineIsland } from "@library/registry/islandDefinition";
import type { ITranslateButtonProps } from "@library/translations/TranslateButton";

export const translateButtonIsland = defineIsland<ITranslateButtonProps>("TranslateButton", () =>
    import(/* webpackChunkName: "TranslateButton" */ "@library/translations/TranslateButton").then((m) => m.TranslateButton),
);
